/**
 * Step 2 of the invoice application [INV-REQ-17..20]: the summary (count selected, total, invoice
 * header, issue type name, invoice type name), the mailing address selector, submit and back.
 */
import { ArrowLeftOutlined, CheckOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions } from 'antd';
import { Link } from 'react-router-dom';
import { useT } from '../../../app/useT';
import type { AcctItem, InvoiceInfo } from '../../../common/invoice';
import { AddressPicker } from '../../../components/AddressPicker';
import { useIsPhone } from '../../../components/useViewport';
import { sumOfItems } from './BillableItemsStep';
import { invoiceTypeName, issueTypeName } from './InvoiceInfoEditor';
import { Money, useColonLabels } from './shared';

export interface RequestSummaryStepProps {
  items: readonly AcctItem[];
  /** The valid invoice info the invoice is made out with. */
  info: InvoiceInfo | null;
  addressId: number | undefined;
  onAddressChange: (id: number | undefined) => void;
  /** The user may add and change addresses here. */
  addressEditable: boolean;
  submitting: boolean;
  onSubmit: () => void;
  onBack: () => void;
}

export function RequestSummaryStep({ items, info, addressId, onAddressChange, addressEditable, submitting, onSubmit, onBack }: RequestSummaryStepProps) {
  const t = useT();
  const isPhone = useIsPhone();
  const withColons = useColonLabels();
  return (
    <>
      <Card
        className="inv-card"
        title={t('invoice.request.summary')}
        size={isPhone ? 'small' : 'medium'}
        extra={<Link to="/invoice/info">{t('invoice.request.editInfo')}</Link>}
      >
        <Descriptions
          data-testid="request-summary"
          column={{ xs: 1, sm: 1, md: 2, lg: 3, xl: 3, xxl: 3 }}
          size="small"
          colon={false}
          items={withColons([
            { key: 'count', label: t('invoice.request.count'), children: t('invoice.request.countValue', { count: items.length }) },
            { key: 'total', label: t('invoice.request.total'), children: <Money value={sumOfItems(items)} strong /> },
            { key: 'header', label: t('invoice.info.header'), children: info?.invoice_header ?? '—' },
            { key: 'issue', label: t('invoice.info.issueType'), children: info ? t(issueTypeName(info.issue_type)) : '—' },
            { key: 'type', label: t('invoice.info.invoiceType'), children: info ? t(invoiceTypeName(info.invoice_type)) : '—' },
          ])}
        />
      </Card>
      <Card className="inv-card" title={t('invoice.address.title')} size={isPhone ? 'small' : 'medium'}>
        <AddressPicker value={addressId} onChange={onAddressChange} requireComplete editable={addressEditable} />
      </Card>
      <div className="inv-footer-bar inv-footer-bar-sticky inv-footer-bar-split">
        <Button size="large" icon={<ArrowLeftOutlined />} onClick={onBack} disabled={submitting}>
          {t('invoice.request.back')}
        </Button>
        <Button type="primary" size="large" icon={<CheckOutlined />} loading={submitting} onClick={onSubmit}>
          {t('invoice.request.submit')}
        </Button>
      </div>
    </>
  );
}
