/**
 * Step 2 of the invoice application [INV-REQ-17..20]: the summary (count selected, total, invoice
 * header, issue type name, invoice type name), the mailing address selector, submit and back.
 */
import { ArrowLeftOutlined, CheckOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions } from 'antd';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { AcctItem, InvoiceInfo } from '../../../common/invoice';
import { AddressPicker } from '../../../components/AddressPicker';
import { useIsPhone } from '../../../components/useViewport';
import { sumOfItems } from './BillableItemsStep';
import { invoiceTypeName, issueTypeName } from './InvoiceInfoEditor';
import { Money, useColonLabels } from './shared';
import { useT } from '../../../app/useT';

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
  const intl = useIntl();
  const isPhone = useIsPhone();
  const label = useT();
  const withColons = useColonLabels();
  return (
    <>
      <Card
        className="inv-card"
        title={label('invoice.request.summary')}
        size={isPhone ? 'small' : 'medium'}
        extra={<Link to="/invoice/info">{label('invoice.request.editInfo')}</Link>}
      >
        <Descriptions
          data-testid="request-summary"
          column={{ xs: 1, sm: 1, md: 2, lg: 3, xl: 3, xxl: 3 }}
          size="small"
          colon={false}
          items={withColons([
            { key: 'count', label: label('invoice.request.count'), children: intl.formatMessage({ id: 'invoice.request.countValue' }, { count: items.length }) },
            { key: 'total', label: label('invoice.request.total'), children: <Money value={sumOfItems(items)} strong /> },
            { key: 'header', label: label('invoice.info.header'), children: info?.invoice_header ?? '—' },
            { key: 'issue', label: label('invoice.info.issueType'), children: info ? label(issueTypeName(info.issue_type)) : '—' },
            { key: 'type', label: label('invoice.info.invoiceType'), children: info ? label(invoiceTypeName(info.invoice_type)) : '—' },
          ])}
        />
      </Card>
      <Card className="inv-card" title={label('invoice.address.title')} size={isPhone ? 'small' : 'medium'}>
        <AddressPicker value={addressId} onChange={onAddressChange} requireComplete editable={addressEditable} />
      </Card>
      <div className="inv-footer-bar inv-footer-bar-sticky inv-footer-bar-split">
        <Button size="large" icon={<ArrowLeftOutlined />} onClick={onBack} disabled={submitting}>
          {label('invoice.request.back')}
        </Button>
        <Button type="primary" size="large" icon={<CheckOutlined />} loading={submitting} onClick={onSubmit}>
          {label('invoice.request.submit')}
        </Button>
      </div>
    </>
  );
}
