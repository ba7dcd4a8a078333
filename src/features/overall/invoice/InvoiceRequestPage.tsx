/**
 * /invoice/request (SF_INVOICE_MAKE_OUT), SPEC.md section 2 "Invoice application" (REQUIREMENTS
 * INV-REQ): a two-step wizard titled '商户管理 - 发票申请'.
 *
 * Step 1 (BillableItemsStep): the notes, the filters, the billable items and the pending total; the
 * request needs SF_INVOICE_MAKE_OUT (selecting without it warns) and at least one item. Any reload
 * of the list clears the selection. The list's query lives in the URL.
 * Step 2 (RequestSummaryStep): the summary, the mailing address, submit and back. Submit is ignored
 * while in flight; success shows '提交成功' and goes to /invoice/list. A banner links to
 * /invoice/info while no valid invoice info is set.
 *
 * Step 2 is an entry of the browser's history (the same address, with the step in its state), so
 * the browser's Back does what the page's back button does: step 1 with the selection kept. Step
 * 2 shows only with items selected: an entry of it met again without them (after a reload, or
 * coming back from another page) shows step 1.
 */
import { Alert, Button, Card, Steps } from 'antd';
import { useEffect, useRef, useState, type Key } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { api, ApiFailure, showErrorDialog } from '../../../api/client';
import { useRequest } from '../../../api/useRequest';
import { messageApi } from '../../../app/feedback';
import { useT } from '../../../app/useT';
import { ErrCode } from '../../../common/api';
import { hasInvoiceInfo, InvoiceAjaxMakeOut, InvoiceDrawBill, type AcctItem } from '../../../common/invoice';
import { usePagedQuery, type ListQuery } from '../../../components/list/usePagedQuery';
import { PageHeader } from '../../../components/PageHeader';
import { acctParam, BILLABLE_ITEMS, type BillableItemFilters } from './billableItems';
import { BillableItemsStep } from './BillableItemsStep';
import { RequestSummaryStep } from './RequestSummaryStep';
import { useInvoiceRights } from './shared';

export { REQUEST_NOTES } from './BillableItemsStep';

/** The history state of the step 2 entry. */
interface SummaryStepState {
  invoiceStep: 2;
}
const atSummaryStep = (state: unknown): boolean => (state as Partial<SummaryStepState> | null)?.invoiceStep === 2;

/**
 * [INV-REQ-15] [INV-REQ-17] The wizard's step, kept in the history: `next` pushes the step 2 entry,
 * `back` goes back through it, as the browser's Back does.
 */
function useWizardStep(hasSelection: boolean) {
  const location = useLocation();
  const navigate = useNavigate();
  const summaryEntry = atSummaryStep(location.state);
  // An entry of step 2 without a selection (reloaded, or returned to from another page) is step 1.
  const stale = summaryEntry && !hasSelection;
  useEffect(() => {
    if (stale) void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [stale, navigate, location.pathname, location.search]);
  const summaryState: SummaryStepState = { invoiceStep: 2 };
  return {
    step: summaryEntry && hasSelection ? 1 : 0,
    next: () => void navigate({ pathname: location.pathname, search: location.search }, { state: summaryState }),
    back: () => void navigate(-1),
  };
}

/** The totals and invoice info of ajaxMakeOut, for the list's query [API-INV-14]. */
const loadMakeOut = (query: ListQuery<BillableItemFilters>) => api.call(InvoiceAjaxMakeOut, { param: acctParam(query) });

/** [INV-REQ-21..26] Draws the bill once however often asked; then off to the invoice list. */
function useSubmitRequest(items: readonly AcctItem[], addressId: number | undefined) {
  const t = useT();
  const navigate = useNavigate();
  const rights = useInvoiceRights();
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);

  const submit = async () => {
    if (inFlight.current) return;
    if (!rights.makeOut) return void messageApi().warning(t('server.noRight'));
    if (!addressId) return void messageApi().error(t('invoice.info.addressRequired'));
    if (items.length === 0) return void messageApi().warning(t('invoice.request.itemsRequired'));
    inFlight.current = true;
    setSubmitting(true);
    try {
      // Silent: a refusal is shown here (the permission tip, or 'no permission to operate' when the server gives none [INV-REQ-26]).
      await api.call(InvoiceDrawBill, { acc_items: items.map((s) => s.acct_item_id), address_id: addressId }, { silent: true });
      messageApi().success(t('invoice.info.submitted'));
      navigate('/invoice/list');
    } catch (e) {
      if (e instanceof ApiFailure) {
        if (e.code === ErrCode.NO_RIGHT) messageApi().warning(e.message || t('server.noRight'));
        // The request layer's '错误信息' dialog, closing itself after 5 s like every other.
        else if (e.code !== ErrCode.NOT_LOGGED_IN) showErrorDialog(e.code, e.message);
      }
      /* a transport failure has shown '系统出错' */
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };
  return { submit, submitting };
}

export default function InvoiceRequestPage() {
  const t = useT();
  const rights = useInvoiceRights();
  const [addressId, setAddressId] = useState<number | undefined>(undefined);
  const items = usePagedQuery(BILLABLE_ITEMS);
  const makeOut = useRequest(loadMakeOut, { params: [items.query] });
  const info = makeOut.data?.arrInvoiceInfo;
  const validInfo = info !== undefined && hasInvoiceInfo(info) ? info : null;
  const selected = items.selection.rows;
  const wizard = useWizardStep(selected.length > 0);
  const step = wizard.step;
  const { submit, submitting } = useSubmitRequest(selected, addressId);

  /** [INV-REQ-13] Selecting without SF_INVOICE_MAKE_OUT warns and selects nothing. */
  const select = (keys: Key[]) => {
    if (rights.makeOut) items.selection.set(keys);
    else messageApi().warning(t('server.noRight'));
  };

  /** [INV-REQ-11, INV-REQ-12, INV-REQ-15, INV-REQ-16] */
  const request = () => {
    if (!rights.makeOut) return void messageApi().warning(t('server.noRight'));
    if (selected.length === 0) return void messageApi().warning(t('invoice.request.itemsRequired'));
    if (!validInfo) return void messageApi().warning(t('invoice.info.invalid'));
    // Step 2 starts on the invoice info's own mailing address.
    setAddressId((id) => id ?? validInfo.address_id);
    wizard.next();
    if (window.scrollY > 0) window.scrollTo({ top: 0 });
  };

  return (
    <div className="inv-page">
      <PageHeader title="invoice.request.title" />
      {info !== undefined && !validInfo && (
        <Alert
          type="warning"
          showIcon
          data-testid="no-info-banner"
          title={t('invoice.request.noInfo')}
          action={
            <Link to="/invoice/info">
              <Button size="small" type="primary">
                {t('invoice.request.goSetInfo')}
              </Button>
            </Link>
          }
        />
      )}
      <Card className="inv-card" size="small">
        <Steps current={step} size="small" responsive={false} items={[{ title: t('invoice.request.step1') }, { title: t('invoice.request.step2') }]} />
      </Card>
      {step === 0 ? (
        <BillableItemsStep list={items} billable={makeOut.data} mayRequest={rights.makeOut} onSelect={select} onRequest={request} />
      ) : (
        <RequestSummaryStep
          items={selected}
          info={validInfo}
          addressId={addressId}
          onAddressChange={setAddressId}
          addressEditable={rights.makeOut}
          submitting={submitting}
          onSubmit={() => void submit()}
          onBack={wizard.back}
        />
      )}
    </div>
  );
}
