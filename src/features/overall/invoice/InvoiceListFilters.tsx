/**
 * The invoice list's search bar [INV-LIST-03..06]: amount range, invoice state (all/1/2/3),
 * application dates, made by the list kit's field factories; search (refused while the minimum
 * amount is above the maximum, which the field says) and reset to the default filters. Batch
 * withdraw sits in the list's batch bar (InvoiceListPage).
 */
import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useT } from '../../../app/useT';
import { INVOICE_STATE_NAME, INVOICE_STATES, type InvoiceRow } from '../../../common/invoice';
import { amountRangeField, choiceField, dateRangeField, isAmountRangeReversed } from '../../../components/list/fields';
import type { PagedQuery } from '../../../components/list/usePagedQuery';
import { SearchBar } from '../../../components/SearchBar';
import { useIsPhone } from '../../../components/useViewport';
import type { InvoiceFilters } from './invoiceList';

const ID = 'inv-list';

export function InvoiceListFilters({ list }: { list: PagedQuery<InvoiceFilters, InvoiceRow> }) {
  const t = useT();
  const isPhone = useIsPhone();
  const { draft } = list;
  // The amount field shows why; searching would find nothing.
  const search = () => {
    if (!isAmountRangeReversed({ min: draft.amountMin, max: draft.amountMax })) list.search();
  };
  const states = INVOICE_STATES.map((s) => ({ value: s, label: t(INVOICE_STATE_NAME[s]) }));

  return (
    <SearchBar
      onSubmit={search}
      defaultExpanded={!isPhone}
      fields={[amountRangeField(list, ID, 'amountMin', 'amountMax', t('invoice.list.amount')), choiceField(list, ID, 'state', t('invoice.list.state'), t('invoice.list.stateAll'), states)]}
      more={[dateRangeField(list, ID, 'dateMin', 'dateMax', t('invoice.list.createDate'), { className: 'inv-date-range', placeholder: [t('invoice.list.dateStart'), t('invoice.list.dateEnd')] })]}
      actions={
        <>
          <Button type="primary" icon={<SearchOutlined />} onClick={search} loading={list.loading}>
            {t('invoice.search')}
          </Button>
          <Button icon={<ReloadOutlined />} onClick={list.reset}>
            {t('invoice.list.reset')}
          </Button>
        </>
      }
    />
  );
}
