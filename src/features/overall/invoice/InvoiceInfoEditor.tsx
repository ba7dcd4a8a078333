/**
 * The invoice info form of the add and edit modes [INV-INFO-09..28]: issue type 1/2; invoice type
 * 1/2, fixed to the ordinary VAT invoice for issue type 1 (and then only address_id, invoice_header
 * and issue_type are sent); the header; the five company fields, required only for issue type 2
 * with invoice type 2 (the tax-number format is a hint, not a rule); the mailing address selector.
 * The rules are those of src/common/invoice.ts, which the server runs too; any failure says
 * '请填写完整信息'; success says '提交成功'.
 */
import { LockOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Form, Input, Radio, Tooltip, type FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import { useEffect, useState, type ReactNode } from 'react';
import { addInfo, alterInfo } from '../../../api/invoice';
import { messageApi } from '../../../app/feedback';
import { useT } from '../../../app/useT';
import {
  COMPANY_FIELDS,
  companyNumberKind,
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
} from '../../../common/invoice';
import type { RuleResult } from '../../../common/validation';
import { AddressPicker } from '../../../components/AddressPicker';
import { numberField } from '../../../components/formRules';
import type { MessageId } from '../../../locales/zh-CN';
import { useIsPhone } from '../../../components/useViewport';

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

export const COMPANY_LABEL: Record<CompanyField, MessageId> = {
  tax_no: 'invoice.info.taxNo',
  bank_name: 'invoice.info.bankName',
  bank_no: 'invoice.info.bankNo',
  address: 'invoice.info.regAddress',
  phone: 'invoice.info.regPhone',
};

export const issueTypeName = (v: number): MessageId => ISSUE_TYPE_NAME[(ISSUE_TYPES.find((x) => x === v) ?? ISSUE_TYPE_PERSONAL) as IssueType];
export const invoiceTypeName = (v: number): MessageId => INVOICE_TYPE_NAME[(INVOICE_TYPES.find((x) => x === v) ?? INVOICE_TYPE_ORDINARY) as InvoiceType];

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
export function NoRightButton({ label, icon }: { label: string; icon?: ReactNode }) {
  const t = useT();
  return (
    <Tooltip title={t('invoice.noRightTip')} trigger={['hover', 'click', 'focus']}>
      <span tabIndex={0} className="inv-no-right" data-testid="no-right-wrapper">
        <Button icon={icon ?? <LockOutlined />} disabled>
          {label}
        </Button>
      </span>
    </Tooltip>
  );
}

export interface InvoiceInfoEditorProps {
  mode: 'add' | 'edit';
  /** The saved info (edit), or null (add). */
  info: InvoiceInfo | null;
  /** The header to start an added info with (the shop's name). */
  suggestedHeader: string;
  /** The user may write in this mode (SF_INVOICE_INFO_SET to add, SF_INVOICE_INFO_ALTER to change). */
  mayWrite: boolean;
  /** After the server saved it; resolves once the page shows the saved info. */
  onSaved: () => Promise<void>;
  onCancel: () => void;
}

/** Saves the form's info after checking it with the shared rules. */
function useSaveInfo(form: FormInstance<InfoFormValues>, { mode, mayWrite, onSaved }: Pick<InvoiceInfoEditorProps, 'mode' | 'mayWrite' | 'onSaved'>) {
  const t = useT();
  const [saving, setSaving] = useState(false);
  const save = async () => {
    if (saving) return;
    if (!mayWrite) return void messageApi().warning(t('invoice.noRightTip'));
    let data: InvoiceInfoData;
    try {
      await form.validateFields();
      data = infoDataOf(form.getFieldsValue(true) as InfoFormValues);
      if (validateInvoiceInfo(data)) throw new Error('invalid');
    } catch {
      return void messageApi().error(t('invoice.info.incomplete'));
    }
    setSaving(true);
    try {
      await (mode === 'add' ? addInfo(data) : alterInfo(data));
      messageApi().success(t('invoice.info.submitted'));
      await onSaved();
    } catch {
      /* the request layer has shown the server's message */
    } finally {
      setSaving(false);
    }
  };
  return { save, saving };
}

export function InvoiceInfoEditor({ mode, info, suggestedHeader, mayWrite, onSaved, onCancel }: InvoiceInfoEditorProps) {
  const t = useT();
  const isPhone = useIsPhone();
  const [form] = Form.useForm<InfoFormValues>();
  const { save, saving } = useSaveInfo(form, { mode, mayWrite, onSaved });

  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(valuesOf(info, suggestedHeader));
  }, [form, info, suggestedHeader]);

  const issueType = Form.useWatch('issue_type', form);
  const invoiceType = Form.useWatch('invoice_type', form);
  const company = issueType === ISSUE_TYPE_COMPANY;
  const special = needsCompanyFields(issueType, invoiceType);

  const rule = (check: (value: unknown, all: InfoFormValues) => RuleResult): Rule => ({
    validator: (_r, value: unknown) => {
      const invalid = check(value, form.getFieldsValue(true) as InfoFormValues);
      return invalid ? Promise.reject(new Error(t(invalid.id, invalid.values))) : Promise.resolve();
    },
  });

  const companyField = (f: CompanyField) => (
    <Form.Item
      key={f}
      name={f}
      label={t(COMPANY_LABEL[f])}
      required={special}
      dependencies={['issue_type', 'invoice_type']}
      extra={f === 'tax_no' ? t('invoice.info.taxNoHint') : undefined}
      normalize={companyNumberKind(f) && numberField(companyNumberKind(f)!)}
      rules={[rule((v, all) => invoiceInfoRules.company(f, typeof v === 'string' ? v : '', all.issue_type, all.issue_type === ISSUE_TYPE_COMPANY ? all.invoice_type : INVOICE_TYPE_ORDINARY))]}
    >
      {/* No maxLength: a cut paste would be saved short; the rule names the limit instead. */}
      <Input />
    </Form.Item>
  );

  return (
    <Card className="inv-card" size={isPhone ? 'small' : 'medium'} title={t(mode === 'add' ? 'invoice.infoPage.addHeading' : 'invoice.infoPage.editHeading')}>
      {mode === 'add' && <Alert type={mayWrite ? 'info' : 'warning'} showIcon title={t(mayWrite ? 'invoice.infoPage.addHint' : 'invoice.infoPage.cannotAdd')} style={{ marginBottom: 16 }} />}
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
          <Radio.Group options={ISSUE_TYPES.map((v) => ({ value: v, label: t(issueTypeName(v)) }))} />
        </Form.Item>
        <Form.Item
          name="invoice_type"
          label={t('invoice.info.invoiceType')}
          required
          dependencies={['issue_type']}
          extra={company ? (special ? t('invoice.infoPage.specialHint') : undefined) : t('invoice.infoPage.ordinaryOnly')}
          rules={[rule((v, all) => invoiceInfoRules.invoice_type(all.issue_type, typeof v === 'number' ? v : undefined))]}
        >
          <Radio.Group options={INVOICE_TYPES.map((v) => ({ value: v, label: t(invoiceTypeName(v)), disabled: !company && v === INVOICE_TYPE_SPECIAL }))} />
        </Form.Item>
        <Form.Item name="invoice_header" label={t('invoice.info.header')} required rules={[rule((v) => invoiceInfoRules.invoice_header(typeof v === 'string' ? v : ''))]}>
          <Input />
        </Form.Item>
        {company && COMPANY_FIELDS.map(companyField)}
        <Form.Item name="address_id" label={t('invoice.info.mailAddress')} required rules={[rule((v) => invoiceInfoRules.address_id(typeof v === 'number' ? v : undefined))]}>
          <AddressPicker requireComplete selectDefault={mode === 'add'} editable={mayWrite} disabled={!mayWrite} />
        </Form.Item>
        <Form.Item label={isPhone ? undefined : ' '} colon={false}>
          <Flex gap={12} wrap>
            {mayWrite ? (
              <Button type="primary" onClick={() => void save()} loading={saving}>
                {t('invoice.infoPage.submit')}
              </Button>
            ) : (
              <NoRightButton label={t('invoice.infoPage.submit')} />
            )}
            {mode === 'edit' && (
              <Button onClick={onCancel} disabled={saving}>
                {t('invoice.infoPage.cancel')}
              </Button>
            )}
          </Flex>
        </Form.Item>
      </Form>
    </Card>
  );
}
