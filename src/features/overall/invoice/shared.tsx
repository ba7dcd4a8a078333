/**
 * Pieces the invoice pages share: the state tag (money and the amount range inputs come from the list kit),
 * labels with the language's colon, and the invoice rights of the session.
 */
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { selectAuthInfo } from '../../../app/session/sessionSlice';
import { useAppSelector } from '../../../app/store';
import { useT } from '../../../app/useT';
import { INVOICE_STATE_NAME, type InvoiceState } from '../../../common/invoice';
import './invoice.css';

// ---- money and amount range: the list kit's (src/components/list/fields.tsx) ----

export { AmountRange, amountBounds, formatYuan, isAmountRangeReversed, Money, sumYuan, type AmountRangeValue } from '../../../components/list/fields';

// ---- state ----

const STATE_COLOR: Record<InvoiceState, string> = { 1: 'processing', 2: 'success', 3: 'default' };

/** 1 待开票, 2 已开票, 3 已撤回 [INV-LIST-14]. */
export function InvoiceStateTag({ state }: { state: InvoiceState }) {
  const t = useT();
  return (
    <Tag color={STATE_COLOR[state]} style={{ marginInlineEnd: 0 }}>
      {t(INVOICE_STATE_NAME[state])}
    </Tag>
  );
}

// ---- labels ----

/**
 * Description items whose labels end in the language's colon ('开票金额：', 'Total:'); the
 * Descriptions takes colon={false}, as antd's own colon is the same in every language. `enabled`
 * false (a bordered table, which has no colons) leaves the labels as they are.
 */
export function useColonLabels(enabled = true) {
  const t = useT();
  return <Item extends { label?: ReactNode }>(items: Item[]): Item[] =>
    enabled ? items.map((item) => (typeof item.label === 'string' ? { ...item, label: t('invoice.fieldLabel', { label: item.label }) } : item)) : items;
}

// ---- rights ----

export interface InvoiceRights {
  infoQuery: boolean;
  infoSet: boolean;
  infoAlter: boolean;
  list: boolean;
  makeOut: boolean;
  bill: boolean;
}

/** The invoice rights of SPEC.md section 6 held by the session's user. */
export function useInvoiceRights(): InvoiceRights {
  const auth = useAppSelector(selectAuthInfo);
  return {
    infoQuery: auth.SF_INVOICE_INFO_QUERY === true,
    infoSet: auth.SF_INVOICE_INFO_SET === true,
    infoAlter: auth.SF_INVOICE_INFO_ALTER === true,
    list: auth.SF_INVOICE_LIST === true,
    makeOut: auth.SF_INVOICE_MAKE_OUT === true,
    bill: auth.SF_BILL_DETAIL === true,
  };
}
