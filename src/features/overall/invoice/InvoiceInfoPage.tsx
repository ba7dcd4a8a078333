/**
 * /invoice/info (SF_INVOICE_INFO_QUERY), SPEC.md section 2 "Invoice info page" (REQUIREMENTS
 * INV-INFO): add mode when nothing is saved (needs SF_INVOICE_INFO_SET), otherwise the saved info
 * read-only with a modify button that switches to edit mode (needs SF_INVOICE_INFO_ALTER; without it
 * the button is disabled and a popup says '没有权限，请联系管理员'). The form is InvoiceInfoEditor.
 */
import { EditOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Descriptions, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { api } from '../../../api/client';
import { useRequest } from '../../../api/useRequest';
import { useT } from '../../../app/useT';
import { COMPANY_FIELDS, hasInvoiceInfo, InvoiceAjaxInfo, ISSUE_TYPE_COMPANY, type InvoiceInfo } from '../../../common/invoice';
import { PageHeader } from '../../../components/PageHeader';
import { useIsPhone } from '../../../components/useViewport';
import { COMPANY_LABEL, invoiceTypeName, InvoiceInfoEditor, issueTypeName, NoRightButton } from './InvoiceInfoEditor';
import { useColonLabels, useInvoiceRights } from './shared';

/** The saved info, read-only, with the modify button [INV-INFO-03..07]. */
function InvoiceInfoView({ info, onModify }: { info: InvoiceInfo; onModify: () => void }) {
  const t = useT();
  const isPhone = useIsPhone();
  const rights = useInvoiceRights();
  const modifyLabel = t('invoice.infoPage.modify');
  // A phone shows the pairs unbordered, with colons.
  const withColons = useColonLabels(isPhone);
  const mailAddress = info.addr ? (
    <Space orientation="vertical" size={0}>
      <span>
        {info.addr}
        {info.postcode ? ` (${info.postcode})` : ''}
      </span>
      <Typography.Text type="secondary">{t('invoice.info.receiverLine', { receiver: info.receiver, tel: info.telephone, mail: info.mail })}</Typography.Text>
    </Space>
  ) : (
    '—'
  );

  return (
    <Card
      className="inv-card"
      size={isPhone ? 'small' : 'medium'}
      title={t('invoice.infoPage.heading')}
      extra={
        rights.infoAlter ? (
          <Button type="primary" icon={<EditOutlined />} onClick={onModify}>
            {modifyLabel}
          </Button>
        ) : (
          <NoRightButton label={modifyLabel} icon={<EditOutlined />} />
        )
      }
    >
      <Descriptions
        data-testid="info-view"
        // One pair a row below 1600 px: beside a long mailing address, a tax number or bank account would break.
        column={{ xs: 1, sm: 1, md: 1, lg: 1, xl: 1, xxl: 2 }}
        size={isPhone ? 'small' : 'middle'}
        bordered={!isPhone}
        colon={false}
        items={withColons([
          { key: 'issue', label: t('invoice.info.issueType'), children: t(issueTypeName(info.issue_type)) },
          { key: 'type', label: t('invoice.info.invoiceType'), children: t(invoiceTypeName(info.invoice_type)) },
          { key: 'header', label: t('invoice.info.header'), children: info.invoice_header, span: 'filled' },
          ...(info.issue_type === ISSUE_TYPE_COMPANY ? COMPANY_FIELDS.map((f) => ({ key: f, label: t(COMPANY_LABEL[f]), children: info[f] || '—' })) : []),
          { key: 'mail', label: t('invoice.info.mailAddress'), span: 'filled' as const, children: mailAddress },
        ])}
      />
      {info.update_date && (
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 12, fontSize: 12 }}>
          {t('invoice.infoPage.updated', { date: info.update_date })}
        </Typography.Text>
      )}
    </Card>
  );
}

export default function InvoiceInfoPage() {
  const t = useT();
  const rights = useInvoiceRights();
  const saved = useRequest(() => api.call(InvoiceAjaxInfo));
  const reply = saved.data;
  const info = reply && hasInvoiceInfo(reply.arrInvoiceInfo) ? reply.arrInvoiceInfo : null;
  // Saved info shows read-only until the user asks to modify it; without any, the form adds one.
  const [modifying, setModifying] = useState(false);
  const mode = !info ? 'add' : modifying ? 'edit' : 'view';

  const body = () => {
    if (saved.error && !saved.loading) {
      return (
        <Alert
          type="error"
          showIcon
          title={t('error.system.content')}
          action={<Button onClick={() => void saved.reload()}>{t('shell.retry')}</Button>}
        />
      );
    }
    if (!reply) {
      return (
        <Card className="inv-card">
          <Skeleton active />
        </Card>
      );
    }
    if (mode === 'view' && info) return <InvoiceInfoView info={info} onModify={() => setModifying(true)} />;
    return (
      <InvoiceInfoEditor
        mode={mode === 'edit' ? 'edit' : 'add'}
        info={info}
        suggestedHeader={reply.invoice_header}
        mayWrite={mode === 'add' ? rights.infoSet : rights.infoAlter}
        onSaved={async () => {
          await saved.reload();
          setModifying(false);
        }}
        onCancel={() => setModifying(false)}
      />
    );
  };

  return (
    <div className="inv-page">
      <PageHeader title="invoice.infoPage.title" />
      {body()}
    </div>
  );
}
