/**
 * The invoice list's search bar [INV-LIST-03..07]: amount range, invoice state (all/1/2/3),
 * application dates; search (refused while the minimum amount is above the maximum, which the
 * field says), reset to the default filters, and batch withdraw of the selected rows.
 */
import { ReloadOutlined, RollbackOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { INVOICE_STATE_NAME, INVOICE_STATES, type InvoiceRow } from '../../../common/invoice';
import { LazyRangePicker } from '../../../components/LazyDatePicker';
import type { PagedQuery } from '../../../components/list/usePagedQuery';
import { SearchBar } from '../../../components/SearchBar';
import { useIsPhone } from '../../../components/useViewport';
import type { InvoiceFilters } from './invoiceList';
import { AmountRange, isAmountRangeReversed } from './shared';

const DAY = 'YYYY-MM-DD';

const dayOf = (day: string | undefined): Dayjs | null => (day ? dayjs(day, DAY) : null);

export interface InvoiceListFiltersProps {
  list: PagedQuery<InvoiceFilters, InvoiceRow>;
  /** Offered to those who may withdraw: the number selected, whether a withdraw runs, and running it. */
  batchWithdraw?: { count: number; busy: boolean; run: () => void };
}

export function InvoiceListFilters({ list, batchWithdraw }: InvoiceListFiltersProps) {
  const intl = useIntl();
  const isPhone = useIsPhone();
  const { draft, setDraft } = list;
  const label = (id: 'amount' | 'state' | 'createDate') => intl.formatMessage({ id: `invoice.list.${id}` });
  // The same value while the days stay the same: a new one would reset a range being picked.
  const dates = useMemo((): [Dayjs | null, Dayjs | null] => [dayOf(draft.dateMin), dayOf(draft.dateMax)], [draft.dateMin, draft.dateMax]);
  // The amount field shows why; searching would find nothing.
  const search = () => {
    if (!isAmountRangeReversed({ min: draft.amountMin, max: draft.amountMax })) list.search();
  };

  return (
    <SearchBar
      onSubmit={search}
      defaultExpanded={!isPhone}
      fields={[
        {
          key: 'amount',
          label: label('amount'),
          htmlFor: 'inv-list-amount-min',
          node: (
            <AmountRange
              value={{ min: draft.amountMin, max: draft.amountMax }}
              onChange={(v) => setDraft({ amountMin: v.min ?? undefined, amountMax: v.max ?? undefined })}
              idPrefix="inv-list-amount"
            />
          ),
        },
        {
          key: 'state',
          label: label('state'),
          htmlFor: 'inv-list-state',
          node: (
            <Select
              id="inv-list-state"
              style={{ minWidth: 120 }}
              value={draft.state}
              onChange={(state) => setDraft({ state })}
              options={[
                { value: 0, label: intl.formatMessage({ id: 'invoice.list.stateAll' }) },
                ...INVOICE_STATES.map((s) => ({ value: s, label: intl.formatMessage({ id: INVOICE_STATE_NAME[s] }) })),
              ]}
            />
          ),
        },
      ]}
      more={[
        {
          key: 'dates',
          label: label('createDate'),
          htmlFor: 'inv-list-dates',
          node: (
            <LazyRangePicker
              className="inv-date-range"
              id={{ start: 'inv-list-dates' }}
              value={dates}
              onChange={(v) => setDraft({ dateMin: v?.[0]?.format(DAY), dateMax: v?.[1]?.format(DAY) })}
              placeholder={[intl.formatMessage({ id: 'invoice.list.dateStart' }), intl.formatMessage({ id: 'invoice.list.dateEnd' })]}
              allowEmpty={[true, true]}
              inputReadOnly={isPhone}
            />
          ),
        },
      ]}
      actions={
        <>
          <Button type="primary" icon={<SearchOutlined />} onClick={search} loading={list.loading}>
            {intl.formatMessage({ id: 'invoice.search' })}
          </Button>
          <Button icon={<ReloadOutlined />} onClick={list.reset}>
            {intl.formatMessage({ id: 'invoice.list.reset' })}
          </Button>
          {batchWithdraw && (
            <Button danger icon={<RollbackOutlined />} disabled={batchWithdraw.count === 0 || batchWithdraw.busy} onClick={batchWithdraw.run}>
              {intl.formatMessage({ id: 'invoice.list.batchWithdraw' })}
              {batchWithdraw.count > 0 ? ` (${batchWithdraw.count})` : ''}
            </Button>
          )}
        </>
      }
    />
  );
}
