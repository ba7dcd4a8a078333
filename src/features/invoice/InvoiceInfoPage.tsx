/**
 * /invoice/info (SF_INVOICE_INFO_QUERY), SPEC.md section 2 "Invoice info page" (REQUIREMENTS
 * INV-INFO): add mode when nothing is saved (needs SF_INVOICE_INFO_SET), otherwise the saved info
 * read-only with a modify button that switches to edit mode (needs SF_INVOICE_INFO_ALTER; without it
 * the button is disabled and a popup says '没有权限，请联系管理员').
 *
 * The form: issue type 1/2; invoice type 1/2, fixed to the ordinary VAT invoice for issue type 1
 * (and then only address_id, invoice_header and issue_type are sent); the header; the five company
 * fields, required only for issue type 2 with invoice type 2 (the tax-number format is a hint, not
 * a rule); the mailing address selector. The rules are those of src/common/invoice.ts, which the
 * server runs too; any failure says '请填写完整信息'; success says '提交成功'.
 */
import { EditOutlined, LockOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Descriptions, Flex, Form, Input, Radio, Skeleton, Space, Tooltip, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { addInfo, ajaxInfo, alterInfo, type AjaxInfoReply } from '../../api/invoice';
import {
  COMPANY_FIELDS,
  hasInvoiceInfo,
  INVOICE_INFO_LIMITS,
  INVOICE_TYPE_NAME,
  INVOICE_TYPE_ORDINARY,
  INVOICE_TYPE_SPECIAL,
  INVOICE_TYPES,
  invoiceInfoRules,
  ISSUE_TYPE_COMPANY,
  ISSUE_TYPE_NAME,
  ISSUE_TYPE_PERSONAL,
  ISSUE_TYPES,
  needsCompanyFields,
  validateInvoiceInfo,
  type CompanyField,
  type InvoiceInfo,
  type InvoiceInfoData,
  type InvoiceType,
  type IssueType,
} from '../../common/invoice';
import type { RuleResult } from '../../common/validation';
import { AddressPicker } from '../../components/AddressPicker';
import type { MessageId } from '../../locales/zh-CN';
import { useIsPhone } from '../../shell/useViewport';
import { InvoicePageHeading, useInvoiceRights } from './shared';

type Mode = 'add' | 'view' | 'edit';

interface InfoFormValues {
  issue_type: IssueType;
  invoice_type: InvoiceType;
  invoice_header: string;
  tax_no?: string;
  bank_name?: string;
  bank_no?: string;
  address?: string;
  phone?: string;
  address_id?: number;
}

const COMPANY_LABEL: Record<CompanyField, MessageId> = {
  tax_no: 'invoice.info.taxNo',
  bank_name: 'invoice.info.bankName',
  bank_no: 'invoice.info.bankNo',
  address: 'invoice.info.regAddress',
  phone: 'invoice.info.regPhone',
};

const valuesOf = (info: InvoiceInfo | null, suggestedHeader: string): InfoFormValues =>
  info
    ? {
        issue_type: info.issue_type,
        invoice_type: info.issue_type === ISSUE_TYPE_COMPANY ? info.invoice_type : INVOICE_TYPE_ORDINARY,
        invoice_header: info.invoice_header,
        tax_no: info.tax_no,
        bank_name: info.bank_name,
        bank_no: info.bank_no,
        address: info.address,
        phone: info.phone,
        address_id: info.address_id || undefined,
      }
    : { issue_type: ISSUE_TYPE_COMPANY, invoice_type: INVOICE_TYPE_ORDINARY, invoice_header: suggestedHeader };

/** The data to send: issue type 1 keeps its three fields only (invoiceInfoPayload trims the rest). */
export const infoDataOf = (v: InfoFormValues): InvoiceInfoData => ({
  address_id: v.address_id ?? 0,
  invoice_header: v.invoice_header ?? '',
  issue_type: v.issue_type,
  invoice_type: v.issue_type === ISSUE_TYPE_COMPANY ? v.invoice_type : INVOICE_TYPE_ORDINARY,
  tax_no: v.tax_no,
  bank_name: v.bank_name,
  bank_no: v.bank_no,
  address: v.address,
  phone: v.phone,
});

/** A disabled button with the no-permission popup [INV-INFO-06, INV-INFO-07]. */
function NoRightButton({ label, icon }: { label: string; icon?: ReactNode }) {
  const intl = useIntl();
  return (
    <Tooltip title={intl.formatMessage({ id: 'invoice.noRightTip' })} trigger={['hover', 'click', 'focus']}>
      <span tabIndex={0} className="inv-no-right" data-testid="no-right-wrapper">
        <Button icon={icon ?? <LockOutlined />} disabled>
          {label}
        </Button>
      </span>
    </Tooltip>
  );
}

export default function InvoiceInfoPage() {
  const intl = useIntl();
  const { message } = App.useApp();
  const rights = useInvoiceRights();
  const isPhone = useIsPhone();
  const t = useCallback((id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values), [intl]);
  const [form] = Form.useForm<InfoFormValues>();

  const [reply, setReply] = useState<AjaxInfoReply | null>(null);
  const [failed, setFailed] = useState(false);
  const [mode, setMode] = useState<Mode>('view');
  const [saving, setSaving] = useState(false);

  const load = useCallback(
    () =>
      ajaxInfo().then(
        (r) => {
          setReply(r);
          setFailed(false);
          setMode(hasInvoiceInfo(r.arrInvoiceInfo) ? 'view' : 'add');
        },
        () => setFailed(true),
      ),
    [],
  );

  useEffect(() => {
    void load();
  }, [load]);

  const info = reply && hasInvoiceInfo(reply.arrInvoiceInfo) ? reply.arrInvoiceInfo : null;
  const editing = mode === 'add' || mode === 'edit';

  useEffect(() => {
    if (reply && editing) {
      form.resetFields();
      form.setFieldsValue(valuesOf(info, reply.invoice_header));
    }
  }, [reply, editing, info, form]);

  const issueType = Form.useWatch('issue_type', form);
  const invoiceType = Form.useWatch('invoice_type', form);
  const company = issueType === ISSUE_TYPE_COMPANY;
  const special = needsCompanyFields(issueType, invoiceType);
  const mayWrite = mode === 'add' ? rights.infoSet : rights.infoAlter;

  const rule = (check: (value: unknown, all: InfoFormValues) => RuleResult): Rule => ({
    validator: (_r, value: unknown) => {
      const invalid = check(value, form.getFieldsValue(true) as InfoFormValues);
      return invalid ? Promise.reject(new Error(t(invalid.id, invalid.values))) : Promise.resolve();
    },
  });

  const submit = async () => {
    if (saving) return;
    if (!mayWrite) {
      message.warning(t('invoice.noRightTip'));
      return;
    }
    let values: InfoFormValues;
    try {
      await form.validateFields();
      values = form.getFieldsValue(true) as InfoFormValues;
    } catch {
      message.error(t('invoice.info.incomplete'));
      return;
    }
    const data = infoDataOf(values);
    if (validateInvoiceInfo(data)) {
      message.error(t('invoice.info.incomplete'));
      return;
    }
    setSaving(true);
    try {
      await (mode === 'add' ? addInfo(data) : alterInfo(data));
      message.success(t('invoice.info.submitted'));
      await load();
    } catch {
      /* the request layer has shown the server's message */
    } finally {
      setSaving(false);
    }
  };

  const issueName = (v: number) => t(ISSUE_TYPE_NAME[(ISSUE_TYPES.find((x) => x === v) ?? ISSUE_TYPE_PERSONAL) as IssueType]);
  const typeName = (v: number) => t(INVOICE_TYPE_NAME[(INVOICE_TYPES.find((x) => x === v) ?? INVOICE_TYPE_ORDINARY) as InvoiceType]);

  // ---- read-only ----

  const view = info && (
    <Card
      className="inv-card"
      size={isPhone ? 'small' : 'medium'}
      title={t('invoice.infoPage.heading')}
      extra={
        rights.infoAlter ? (
          <Button type="primary" icon={<EditOutlined />} onClick={() => setMode('edit')}>
            {t('invoice.infoPage.modify')}
          </Button>
        ) : (
          <NoRightButton label={t('invoice.infoPage.modify')} icon={<EditOutlined />} />
        )
      }
    >
      <Descriptions
        data-testid="info-view"
        column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 2 }}
        size={isPhone ? 'small' : 'middle'}
        bordered={!isPhone}
        items={[
          { key: 'issue', label: t('invoice.info.issueType'), children: issueName(info.issue_type) },
          { key: 'type', label: t('invoice.info.invoiceType'), children: typeName(info.invoice_type) },
          { key: 'header', label: t('invoice.info.header'), children: info.invoice_header, span: 'filled' },
          ...(info.issue_type === ISSUE_TYPE_COMPANY
            ? COMPANY_FIELDS.map((f) => ({ key: f, label: t(COMPANY_LABEL[f]), children: info[f] || '—' }))
            : []),
          {
            key: 'mail',
            label: t('invoice.info.mailAddress'),
            span: 'filled' as const,
            children: info.addr ? (
              <Space orientation="vertical" size={0}>
                <span>
                  {info.addr}
                  {info.postcode ? ` (${info.postcode})` : ''}
                </span>
                <Typography.Text type="secondary">{t('invoice.info.receiverLine', { receiver: info.receiver, tel: info.telephone, mail: info.mail })}</Typography.Text>
              </Space>
            ) : (
              '—'
            ),
          },
        ]}
      />
      {info.update_date && (
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 12, fontSize: 12 }}>
          {t('invoice.infoPage.updated', { date: info.update_date })}
        </Typography.Text>
      )}
    </Card>
  );

  // ---- add / edit ----

  const companyField = (f: CompanyField) => (
    <Form.Item
      key={f}
      name={f}
      label={t(COMPANY_LABEL[f])}
      required={special}
      dependencies={['issue_type', 'invoice_type']}
      extra={f === 'tax_no' ? t('invoice.info.taxNoHint') : undefined}
      rules={[rule((v, all) => invoiceInfoRules.company(f, typeof v === 'string' ? v : '', all.issue_type, all.issue_type === ISSUE_TYPE_COMPANY ? all.invoice_type : INVOICE_TYPE_ORDINARY))]}
    >
      <Input maxLength={INVOICE_INFO_LIMITS[f]} />
    </Form.Item>
  );

  const editor = reply && (
    <Card className="inv-card" size={isPhone ? 'small' : 'medium'} title={t(mode === 'add' ? 'invoice.infoPage.addHeading' : 'invoice.infoPage.editHeading')}>
      {mode === 'add' && <Alert type={rights.infoSet ? 'info' : 'warning'} showIcon title={t(rights.infoSet ? 'invoice.infoPage.addHint' : 'invoice.infoPage.cannotAdd')} style={{ marginBottom: 16 }} />}
      <Form<InfoFormValues>
        form={form}
        name="invoice-info"
        layout={isPhone ? 'vertical' : 'horizontal'}
        labelCol={isPhone ? undefined : { flex: '128px' }}
        labelWrap
        className="inv-info-form"
        disabled={!mayWrite || saving}
        onValuesChange={(changed: Partial<InfoFormValues>) => {
          // [INV-INFO-12] A personal invoice is always the ordinary VAT invoice.
          if (changed.issue_type === ISSUE_TYPE_PERSONAL) form.setFieldValue('invoice_type', INVOICE_TYPE_ORDINARY);
        }}
      >
        <Form.Item name="issue_type" label={t('invoice.info.issueType')} required>
          <Radio.Group options={ISSUE_TYPES.map((v) => ({ value: v, label: issueName(v) }))} />
        </Form.Item>
        <Form.Item
          name="invoice_type"
          label={t('invoice.info.invoiceType')}
          required
          dependencies={['issue_type']}
          extra={company ? (special ? t('invoice.infoPage.specialHint') : undefined) : t('invoice.infoPage.ordinaryOnly')}
          rules={[rule((v, all) => invoiceInfoRules.invoice_type(all.issue_type, typeof v === 'number' ? v : undefined))]}
        >
          <Radio.Group
            options={INVOICE_TYPES.map((v) => ({ value: v, label: typeName(v), disabled: !company && v === INVOICE_TYPE_SPECIAL }))}
          />
        </Form.Item>
        <Form.Item name="invoice_header" label={t('invoice.info.header')} required rules={[rule((v) => invoiceInfoRules.invoice_header(typeof v === 'string' ? v : ''))]}>
          <Input maxLength={INVOICE_INFO_LIMITS.invoice_header} />
        </Form.Item>
        {company && COMPANY_FIELDS.map(companyField)}
        <Form.Item
          name="address_id"
          label={t('invoice.info.mailAddress')}
          required
          rules={[rule((v) => invoiceInfoRules.address_id(typeof v === 'number' ? v : undefined))]}
        >
          <AddressPicker requireComplete selectDefault={mode === 'add'} editable={mayWrite} disabled={!mayWrite} />
        </Form.Item>
        <Form.Item label={isPhone ? undefined : ' '} colon={false}>
          <Flex gap={12} wrap>
            {mayWrite ? (
              <Button type="primary" onClick={() => void submit()} loading={saving}>
                {t('invoice.infoPage.submit')}
              </Button>
            ) : (
              <NoRightButton label={t('invoice.infoPage.submit')} />
            )}
            {mode === 'edit' && (
              <Button onClick={() => setMode('view')} disabled={saving}>
                {t('invoice.infoPage.cancel')}
              </Button>
            )}
          </Flex>
        </Form.Item>
      </Form>
    </Card>
  );

  return (
    <div className="inv-page">
      <InvoicePageHeading title="invoice.infoPage.title" page="invoice.infoPage.heading" />
      {failed ? (
        <Alert type="error" showIcon title={t('error.system.content')} action={<Button onClick={() => void load()}>{t('shell.retry')}</Button>} />
      ) : !reply ? (
        <Card className="inv-card">
          <Skeleton active />
        </Card>
      ) : editing ? (
        editor
      ) : (
        view
      )}
    </div>
  );
}
