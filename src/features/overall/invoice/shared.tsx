/**
 * Pieces the invoice pages share: money with 2 decimals, the state tag, the amount range inputs,
 * labels with the language's colon, and the invoice rights of the session.
 */
import { InputNumber, Space, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { selectAuthInfo } from '../../../app/session/sessionSlice';
import { useAppSelector } from '../../../app/store';
import { fenToYuan, INVOICE_STATE_NAME, yuanToFen, type InvoiceState } from '../../../common/invoice';
import './invoice.css';

// ---- money ----

/** Yuan (string or number) as fen; anything malformed counts as 0. */
const fenOf = (yuan: string | number): number => yuanToFen(typeof yuan === 'number' ? yuan.toFixed(2) : yuan) ?? 0;

/** '1234.5' -> '1,234.50': 2 decimals, thousands grouped. */
export function formatYuan(yuan: string | number): string {
  const [whole, cents] = fenToYuan(fenOf(yuan)).split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}

/** The exact sum of yuan amounts (added in fen), with 2 decimals. */
export function sumYuan(amounts: readonly (string | number)[]): string {
  return fenToYuan(amounts.reduce<number>((sum, a) => sum + fenOf(a), 0));
}

/** '¥1,234.50' */
export function Money({ value, strong = false }: { value: string | number; strong?: boolean }) {
  const text = `¥${formatYuan(value)}`;
  return (
    <span className={strong ? 'inv-money inv-money-strong' : 'inv-money'} data-testid="money">
      {text}
    </span>
  );
}

// ---- state ----

const STATE_COLOR: Record<InvoiceState, string> = { 1: 'processing', 2: 'success', 3: 'default' };

/** 1 待开票, 2 已开票, 3 已撤回 [INV-LIST-14]. */
export function InvoiceStateTag({ state }: { state: InvoiceState }) {
  const intl = useIntl();
  return (
    <Tag color={STATE_COLOR[state]} style={{ marginInlineEnd: 0 }}>
      {intl.formatMessage({ id: INVOICE_STATE_NAME[state] })}
    </Tag>
  );
}

// ---- amount range ----

export interface AmountRangeValue {
  min?: number | null;
  max?: number | null;
}

/** Both bounds given and the minimum above the maximum: a filter that would find nothing. */
export const isAmountRangeReversed = (range: AmountRangeValue | undefined): boolean => range?.min != null && range.max != null && range.min > range.max;

/**
 * Two amount inputs (yuan, 2 decimals, not negative) for a filter form. A minimum above the maximum
 * marks both and says so under them; the form refuses to search with it (isAmountRangeReversed).
 */
export function AmountRange({ value, onChange, idPrefix }: { value?: AmountRangeValue; onChange?: (v: AmountRangeValue) => void; idPrefix?: string }) {
  const intl = useIntl();
  const reversed = isAmountRangeReversed(value);
  const errorId = idPrefix ? `${idPrefix}-error` : undefined;
  const input = (key: 'min' | 'max') => (
    <InputNumber<number>
      id={idPrefix ? `${idPrefix}-${key}` : undefined}
      status={reversed ? 'error' : undefined}
      aria-invalid={reversed || undefined}
      aria-describedby={reversed ? errorId : undefined}
      className="inv-amount-input"
      min={0}
      max={99_999_999_999.99}
      precision={2}
      step={100}
      // No spin buttons: antd names them in English only ('Increase Value'); the arrow keys still step.
      controls={false}
      prefix="¥"
      placeholder={intl.formatMessage({ id: key === 'min' ? 'invoice.amountMin' : 'invoice.amountMax' })}
      aria-label={intl.formatMessage({ id: key === 'min' ? 'invoice.amountMin' : 'invoice.amountMax' })}
      value={value?.[key] ?? null}
      onChange={(v) => onChange?.({ ...value, [key]: v })}
    />
  );
  return (
    <div className="inv-amount-field">
      <Space.Compact className="inv-amount-range">
        {input('min')}
        <span className="inv-range-sep">~</span>
        {input('max')}
      </Space.Compact>
      {reversed && (
        <div id={errorId} role="alert" className="inv-field-error">
          {intl.formatMessage({ id: 'invoice.amountReversed' })}
        </div>
      )}
    </div>
  );
}

/** The amount bounds of a filter as the API wants them: yuan strings with 2 decimals, or absent. */
export function amountBounds(range: AmountRangeValue | undefined): { amount_min?: string; amount_max?: string } {
  const out: { amount_min?: string; amount_max?: string } = {};
  let min = range?.min ?? null;
  let max = range?.max ?? null;
  if (min !== null && max !== null && min > max) [min, max] = [max, min];
  if (min !== null) out.amount_min = min.toFixed(2);
  if (max !== null) out.amount_max = max.toFixed(2);
  return out;
}

// ---- labels ----

/**
 * Description items whose labels end in the language's colon ('开票金额：', 'Total:'); the
 * Descriptions takes colon={false}, as antd's own colon is the same in every language. `enabled`
 * false (a bordered table, which has no colons) leaves the labels as they are.
 */
export function useColonLabels(enabled = true) {
  const intl = useIntl();
  return <Item extends { label?: ReactNode }>(items: Item[]): Item[] =>
    enabled ? items.map((item) => (typeof item.label === 'string' ? { ...item, label: intl.formatMessage({ id: 'invoice.fieldLabel' }, { label: item.label }) } : item)) : items;
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
