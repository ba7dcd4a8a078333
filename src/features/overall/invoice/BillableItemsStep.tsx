/**
 * Step 1 of the invoice application [INV-REQ-02..16]: the notice box with the seven notes, the
 * filter form (billing months, amounts with 2 decimals, search), the billable items (a table on
 * desktop, selectable cards on a phone, 20 a page), the pending-amount total of the selection and
 * the request button.
 */
import { FileDoneOutlined, SearchOutlined } from '@ant-design/icons';
import { Alert, Button, Card, DatePicker, Tooltip, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, type Key } from 'react';
import { useIntl } from 'react-intl';
import { useT } from '../../../app/useT';
import type { AcctItem, MakeOutReply } from '../../../common/invoice';
import { ResponsiveList, type ListColumn } from '../../../components/list/ResponsiveList';
import type { PagedQuery } from '../../../components/list/usePagedQuery';
import { SearchBar } from '../../../components/SearchBar';
import type { MessageId } from '../../../locales/zh-CN';
import { useIsPhone } from '../../../components/useViewport';
import type { BillableItemFilters } from './billableItems';
import { itemSourceName, itemTypeName } from './billableNames';
import { AmountRange, formatYuan, isAmountRangeReversed, Money, sumYuan } from './shared';

export const REQUEST_NOTES: readonly MessageId[] = [
  'invoice.request.note1',
  'invoice.request.note2',
  'invoice.request.note3',
  'invoice.request.note4',
  'invoice.request.note5',
  'invoice.request.note6',
  'invoice.request.note7',
];

const MONTH = 'YYYY-MM';
const monthOf = (month: string | undefined): Dayjs | null => (month ? dayjs(month, MONTH) : null);

export type BillableItemList = PagedQuery<BillableItemFilters, AcctItem>;

/** [INV-REQ-02, INV-REQ-28..34] */
function RequestNotice() {
  const t = useT();
  return (
    <Alert
      type="info"
      showIcon
      className="inv-notice"
      data-testid="notice-box"
      title={t('invoice.request.noticeTitle')}
      description={
        <ol>
          {REQUEST_NOTES.map((id) => (
            <li key={id}>{t(id)}</li>
          ))}
        </ol>
      }
    />
  );
}

/** [INV-REQ-03..05] */
function BillableItemSearch({ list }: { list: BillableItemList }) {
  const t = useT();
  const isPhone = useIsPhone();
  const { draft, setDraft } = list;
  // The same value while the months stay the same: a new one would reset a range being picked.
  const months = useMemo((): [Dayjs | null, Dayjs | null] => [monthOf(draft.monthMin), monthOf(draft.monthMax)], [draft.monthMin, draft.monthMax]);
  // The amount field shows why; searching would find nothing.
  const search = () => {
    if (!isAmountRangeReversed({ min: draft.amountMin, max: draft.amountMax })) list.search();
  };
  return (
    <SearchBar
      onSubmit={search}
      defaultExpanded
      fields={[
        {
          key: 'months',
          label: t('invoice.request.billMonth'),
          htmlFor: 'inv-req-months',
          node: (
            <DatePicker.RangePicker
              className="inv-date-range"
              id={{ start: 'inv-req-months' }}
              picker="month"
              format={MONTH}
              value={months}
              onChange={(v) => setDraft({ monthMin: v?.[0]?.format(MONTH), monthMax: v?.[1]?.format(MONTH) })}
              placeholder={[t('invoice.request.monthStart'), t('invoice.request.monthEnd')]}
              allowEmpty={[true, true]}
              inputReadOnly={isPhone}
            />
          ),
        },
        {
          key: 'amount',
          label: t('invoice.request.amount'),
          htmlFor: 'inv-req-amount-min',
          node: (
            <AmountRange
              value={{ min: draft.amountMin, max: draft.amountMax }}
              onChange={(v) => setDraft({ amountMin: v.min ?? undefined, amountMax: v.max ?? undefined })}
              idPrefix="inv-req-amount"
            />
          ),
        },
      ]}
      actions={
        <Button type="primary" icon={<SearchOutlined />} onClick={search} loading={list.loading}>
          {t('invoice.search')}
        </Button>
      }
    />
  );
}

function useItemColumns(): ListColumn<AcctItem>[] {
  // The stored names' translation (billableNames.ts) takes the intl object itself.
  const intl = useIntl();
  const t = useT();
  const title = (id: 'month' | 'type' | 'source' | 'amount') => t(`invoice.item.${id}`);
  return [
    { key: 'month', dataIndex: 'billing_cycle_id', title: title('month'), width: 110, card: 'title', cardRender: (item) => `${item.billing_cycle_id} · ${itemTypeName(intl, item.item_type_name)}` },
    { key: 'type', dataIndex: 'item_type_name', title: title('type'), width: 130, card: 'none', render: (v: string) => itemTypeName(intl, v) },
    { key: 'source', dataIndex: 'item_source_name', title: title('source'), card: 'note', render: (v: string) => itemSourceName(intl, v) },
    {
      key: 'amount',
      dataIndex: 'amount',
      title: title('amount'),
      align: 'right',
      width: 160,
      card: 'extra',
      render: (v: string) => <Money value={v} />,
      cardRender: (item) => <Money value={item.amount} strong />,
    },
  ];
}

export interface BillableItemsStepProps {
  list: BillableItemList;
  /** The totals of every billable item matching the filters (ajaxMakeOut), once known. */
  billable?: Pick<MakeOutReply, 'total_amount' | 'total_count'>;
  mayRequest: boolean;
  /** A change of the selection (the page refuses it without the right). */
  onSelect: (keys: Key[]) => void;
  onRequest: () => void;
}

export function BillableItemsStep({ list, billable, mayRequest, onSelect, onRequest }: BillableItemsStepProps) {
  const t = useT();
  const isPhone = useIsPhone();
  const columns = useItemColumns();
  const selected = list.selection.rows;
  const requestButton = (
    <Button type="primary" size="large" icon={<FileDoneOutlined />} disabled={!mayRequest} onClick={onRequest}>
      {t('invoice.request.make')}
    </Button>
  );

  return (
    <>
      <RequestNotice />
      <Card className="inv-card" size={isPhone ? 'small' : 'medium'}>
        <BillableItemSearch list={list} />
      </Card>
      <Card className="inv-card inv-list-card" size={isPhone ? 'small' : 'medium'}>
        <ResponsiveList<AcctItem>
          {...list.view}
          columns={columns}
          selection={{ keys: list.selection.keys, onChange: onSelect, byRowClick: true }}
          empty={t('invoice.request.empty')}
          testIds={{ cards: 'item-cards', card: 'item-card' }}
        />
      </Card>
      <div className="inv-footer-bar inv-footer-bar-sticky" data-testid="request-bar">
        <div>
          <div className="inv-total-line">
            <span>{t('invoice.request.selectedCount', { count: selected.length })}</span>
            <span className="inv-hide-phone">{t('invoice.request.pendingTotal')}</span>
            <span data-testid="pending-total">
              <Money value={sumOfItems(selected)} strong />
            </span>
          </div>
          {billable && (
            <Typography.Text type="secondary" className="inv-hide-phone" style={{ fontSize: 12 }}>
              {t('invoice.request.billable', { count: billable.total_count, amount: formatYuan(billable.total_amount) })}
            </Typography.Text>
          )}
        </div>
        {mayRequest ? requestButton : <Tooltip title={t('invoice.noRightTip')}>{<span>{requestButton}</span>}</Tooltip>}
      </div>
    </>
  );
}

/** The exact total of the items' amounts (added in fen). */
export const sumOfItems = (items: readonly AcctItem[]): string => sumYuan(items.map((i) => i.amount));
