/**
 * The lines behind a row of the goods sales statistics (storeOrders-ajaxSord): one line per order and
 * goods item of that goods item, class or customer, under the page's days, customer and keyword,
 * newest first and paged; each order's number opens it in the order list for those who may. A table
 * on wide screens, cards on a phone.
 */
import { Drawer } from 'antd';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { api } from '../../../api/client';
import { useRequest } from '../../../api/useRequest';
import { useT } from '../../../app/useT';
import { declareColumns } from '../../../common/listColumns';
import { AjaxSord, SALE_PAGE_SIZE, type SaleGroup, type SaleLine, type SaleRow } from '../../../common/orderSales';
import { fitWidth, textWidth } from '../../../components/list/columnWidth';
import { useDeclaredColumns } from '../../../components/list/declare';
import { ResponsiveList } from '../../../components/list/ResponsiveList';
import { useRight } from '../../../components/RequireRight';
import { useIsPhone } from '../../../components/useViewport';
import type { MessageId } from '../../../locales/zh-CN';
import { lineScope, type SaleFilters } from './goodsSaleList';

const LINE_COLUMNS = declareColumns<SaleLine, MessageId>([
  { key: 'order_no', field: 'order_no', title: 'goodsSale.lines.order', width: fitWidth([textWidth('D202612310001')]), card: 'title' },
  { key: 'create_date', field: 'create_date', title: 'goodsSale.lines.date', kind: 'date', width: fitWidth([textWidth('2026-12-31')]) },
  { key: 'store_name', field: 'store_name', title: 'goodsSale.lines.customer', width: 120 },
  { key: 'goods_name', field: 'goods_name', title: 'goodsSale.lines.goods', width: 160 },
  // A goods line has no boards: a dash, not a 0 that reads like a count. Where the width is short they give way first.
  { key: 'pieces', field: 'pieces', title: 'goodsSale.lines.pieces', kind: 'number', width: 72, optional: true, text: (row) => (row.pieces === 0 ? '—' : String(row.pieces)) },
  { key: 'area', field: 'area', title: 'goodsSale.lines.area', kind: 'number', width: 96, optional: true, text: (row) => (row.pieces === 0 ? '—' : row.area) },
  { key: 'qty', field: 'qty', title: 'goodsSale.lines.qty', kind: 'number', width: 80, text: (row) => (row.qty === '0' ? '—' : `${row.qty} ${row.unit_name}`.trim()) },
  { key: 'amount', field: 'amount', title: 'goodsSale.lines.amount', kind: 'money', width: fitWidth([textWidth('¥12,345.67')]), card: 'extra' },
]);

const readLines = (scope: ReturnType<typeof lineScope>, filters: SaleFilters, page: number) =>
  api.call(AjaxSord, {
    param: { curr_page: page, page_count: SALE_PAGE_SIZE, ...scope, store_crm_id: scope.store_crm_id ?? (filters.customer || undefined), keyword: filters.keyword.trim() || undefined, date_min: filters.from, date_max: filters.to },
  });

export function SaleLinesDrawer({ group, row, filters, onClose }: { group: SaleGroup; row: SaleRow; filters: SaleFilters; onClose: () => void }) {
  const t = useT();
  const isPhone = useIsPhone();
  const mayOpen = useRight('SF_STORE_ORD_LIST');
  const [page, setPage] = useState(1);
  // One object per row, so that the request's params stay the same from render to render.
  const scope = useMemo(() => lineScope(group, row), [group, row]);
  const reply = useRequest(readLines, { params: [scope, filters, page] });
  const columns = useDeclaredColumns(LINE_COLUMNS, {
    order_no: {
      render: (_: unknown, line: SaleLine) =>
        mayOpen ? <Link to={{ pathname: '/orders/list', search: `?${new URLSearchParams({ no: line.order_no }).toString()}` }}>{line.order_no}</Link> : line.order_no,
    },
    goods_name: { render: (_: unknown, line: SaleLine) => `${line.goods_no} ${line.goods_name}`.trim() },
  });
  return (
    <Drawer open title={t('goodsSale.lines.title', { name: row.group_name })} size={isPhone ? '100%' : 'min(960px, 100vw)'} onClose={onClose} destroyOnHidden>
      <ResponsiveList<SaleLine>
        rows={reply.data?.data ?? []}
        rowKey={(line) => `${line.order_no}-${line.goods_id}`}
        columns={columns}
        loading={reply.loading}
        total={reply.data?.count ?? 0}
        page={page}
        pageSize={SALE_PAGE_SIZE}
        onPageChange={setPage}
        density="small"
        empty={t('goodsSale.lines.empty')}
        testIds={{ cards: 'sale-line-cards', card: 'sale-line' }}
      />
    </Drawer>
  );
}
