/**
 * The order's own fields: the customer (the dealer search dialog), the dealer's own order number,
 * the consignee, the mobile (a pasted number read as the number it stands for, with the server's
 * function), the region (AreaCascader) and street address, which are stored as one text, the
 * delivery date (the browser's day field, whose value is 'YYYY-MM-DD') and a remark. Each is checked by the server's rule as it is typed.
 */
import { Form, Input } from 'antd';
import { useT } from '../../../app/useT';
import { ORDER_LIMITS } from '../../../common/orders';
import { DealerField } from '../../../components/dealerPicker/DealerField';
import type { DealerEntry } from '../../../components/dealerPicker/DealerPicker';
import { limit, numberField } from '../../../components/formRules';
import { LazyAreaCascader } from '../../../components/LazyAreaCascader';
import type { OrderFormValues } from './orderForm';
import type { OrderRule } from './useOrderRule';

type Customer = OrderFormValues['customer'];

/** The dealer field holding the form's customer (its id and name: what the order and the draft need). */
function CustomerField({ value, onChange, label }: { value?: Customer; onChange?: (c: Customer) => void; label: string }) {
  // The field shows the name only; the rest of a dealer's entry is not kept.
  const shown = value ? ({ crm_id: value.crm_id, z_name: value.z_name } as DealerEntry) : null;
  return <DealerField label={label} value={shown} onChange={(d) => onChange?.(d ? { crm_id: d.crm_id, z_name: d.z_name } : null)} />;
}

type Region = OrderFormValues['region'];

function RegionField({ value, onChange, id, label }: { value?: Region; onChange?: (r: Region) => void; id?: string; label: string }) {
  return <LazyAreaCascader id={id} aria-label={label} value={value?.ids ?? []} names={value?.names} onChange={(ids, names) => onChange?.({ ids, names })} allowClear />;
}

export function OrderHeaderFields({ rule }: { rule: OrderRule }) {
  const t = useT();
  const label = {
    customer: t('orderEdit.customer'),
    customNo: t('orderEdit.customNo'),
    name: t('orderEdit.cosigneeName'),
    phone: t('orderEdit.cosigneePhone'),
    region: t('orderEdit.region'),
    detail: t('orderEdit.addressDetail'),
    date: t('orderEdit.deliveryDate'),
    remark: t('orderEdit.remark'),
  };
  const check = ['onChange', 'onBlur'];
  return (
    <div className="order-head-fields">
      <Form.Item name="customer" label={label.customer} rules={[rule(['customer'], label.customer)]}>
        <CustomerField label={label.customer} />
      </Form.Item>
      <Form.Item name="custom_order_no" label={label.customNo} rules={[rule(['custom_order_no'], label.customNo)]} validateTrigger={check}>
        <Input autoComplete="off" count={limit(ORDER_LIMITS.custom_order_no)} />
      </Form.Item>
      <Form.Item name="cosignee_name" label={label.name} rules={[rule(['cosignee_name'], label.name)]} validateTrigger={check}>
        <Input autoComplete="off" count={limit(ORDER_LIMITS.cosignee_name)} />
      </Form.Item>
      <Form.Item name="cosignee_phone" label={label.phone} rules={[rule(['cosignee_phone'], label.phone)]} normalize={numberField('mobile')} validateTrigger="onBlur">
        <Input inputMode="tel" autoComplete="off" />
      </Form.Item>
      <Form.Item name="region" label={label.region}>
        <RegionField label={label.region} />
      </Form.Item>
      <Form.Item name="address_detail" label={label.detail} rules={[rule(['address_detail'], label.detail)]} validateTrigger={check}>
        <Input autoComplete="off" placeholder={t('orderEdit.addressDetailPlaceholder')} />
      </Form.Item>
      {/* The browser's own day field: a calendar on every phone, typed digits on a desktop, and no date-picker code to load. */}
      <Form.Item name="delivery_date" label={label.date} rules={[rule(['delivery_date'], label.date)]}>
        <Input type="date" className="order-delivery-date" />
      </Form.Item>
      <Form.Item name="remark" label={label.remark} rules={[rule(['remark'], label.remark)]} validateTrigger={check} className="order-head-remark">
        <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} count={limit(ORDER_LIMITS.remark)} />
      </Form.Item>
    </div>
  );
}
