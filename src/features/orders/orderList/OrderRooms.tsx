/**
 * The rooms of an order or a sub-order, read-only: each room with its boards (size, material,
 * pieces, grain, edges, area, price, amount) and goods lines, and the room's pieces, area and
 * total. The boards and lines are lists of the list kit: tables on a wide screen, cards on a phone.
 */
import { Empty, Typography } from 'antd';
import { useId } from 'react';
import { useT } from '../../../app/useT';
import type { OrderGoodsLine, OrderPlate, OrderRoom } from '../../../common/orders';
import { declareColumns } from '../../../common/listColumns';
import { fitWidth, textWidth } from '../../../components/list/columnWidth';
import { useDeclaredColumns } from '../../../components/list/declare';
import { Money } from '../../../components/list/fields';
import { ResponsiveList, type ListColumn } from '../../../components/list/ResponsiveList';
import type { MessageId } from '../../../locales/zh-CN';

const GRAIN_NAME: Readonly<Record<number, MessageId>> = { 0: 'orderList.grain.0', 1: 'orderList.grain.1', 2: 'orderList.grain.2' };
const grainName = (grain: number): MessageId => GRAIN_NAME[grain] ?? GRAIN_NAME[0];

/** An amount of five figures and cents whole. */
const MONEY_WIDTH = fitWidth([textWidth('¥12,345.67')]);

/** A room's boards: the name heads a phone's card, the amount sits beside it. */
const BOARD_COLUMNS = declareColumns<OrderPlate, MessageId>([
  { key: 'plate_name', field: 'plate_name', title: 'orderList.board.name', width: 96, card: 'title' },
  { key: 'size', title: 'orderList.board.size', width: fitWidth([textWidth('2400×580×18')]), text: (row) => `${row.length}×${row.width}×${row.thickness}` },
  { key: 'goods_name', field: 'goods_name', title: 'orderList.board.material', width: 132 },
  { key: 'qty', field: 'qty', title: 'orderList.board.pieces', kind: 'number', width: 72 },
  { key: 'grain', field: 'grain', title: 'orderList.board.grain', width: 80, optional: true, text: (row, _locale, t) => t(grainName(row.grain)) },
  { key: 'edges', field: 'edges', title: 'orderList.board.edges', width: 88, optional: true },
  // The area and the price as the server wrote them (3 and 2 decimals), not as numbers that drop trailing zeros.
  { key: 'area', field: 'area', title: 'orderList.board.area', kind: 'number', width: 96, text: (row) => row.area },
  { key: 'unit_price', field: 'unit_price', title: 'orderList.board.unitPrice', kind: 'money', width: 112 },
  { key: 'amount', field: 'amount', title: 'orderList.board.amount', kind: 'money', width: MONEY_WIDTH, card: 'extra' },
]);

/** A room's goods lines. */
const LINE_COLUMNS = declareColumns<OrderGoodsLine, MessageId>([
  { key: 'goods_name', field: 'goods_name', title: 'orderList.line.goods', width: 200, card: 'title' },
  { key: 'qty', field: 'qty', title: 'orderList.line.qty', kind: 'number', width: 80, text: (row) => row.qty },
  { key: 'unit_name', field: 'unit_name', title: 'orderList.line.unit', width: 72 },
  { key: 'unit_price', field: 'unit_price', title: 'orderList.line.unitPrice', kind: 'money', width: 112 },
  { key: 'amount', field: 'amount', title: 'orderList.line.amount', kind: 'money', width: MONEY_WIDTH, card: 'extra' },
]);

/** The grain column as wide as its longest name in the UI's language. */
function useBoardColumns(): ListColumn<OrderPlate>[] {
  const t = useT();
  return useDeclaredColumns(BOARD_COLUMNS, { grain: { width: fitWidth([...Object.values(GRAIN_NAME).map((id) => textWidth(t(id))), textWidth(t('orderList.board.grain'))]) } });
}

function useLineColumns(): ListColumn<OrderGoodsLine>[] {
  return useDeclaredColumns(LINE_COLUMNS, {
    goods_name: {
      render: (_: unknown, row: OrderGoodsLine) => (
        <span className="order-line-goods">
          <span>{row.goods_name}</span>
          <Typography.Text type="secondary">{row.goods_no}</Typography.Text>
        </span>
      ),
    },
  });
}

/** A short list shown whole (no pager): a room's boards or goods lines. */
function LineList<Row extends object>({ rows, rowKey, columns, empty, testId }: { rows: readonly Row[]; rowKey: (row: Row) => number; columns: readonly ListColumn<Row>[]; empty: string; testId: string }) {
  return (
    <ResponsiveList<Row>
      rows={rows}
      rowKey={rowKey}
      columns={columns}
      loading={false}
      total={rows.length}
      page={1}
      pageSize={Math.max(rows.length, 1)}
      onPageChange={() => undefined}
      unpaged
      density="small"
      empty={empty}
      testIds={{ cards: `${testId}-cards`, card: testId }}
    />
  );
}

/** The sum of areas written with 3 decimals ('1.392'), added in thousandths so that nothing is lost. */
const sumArea = (areas: readonly string[]) => (areas.reduce((sum, a) => sum + Math.round(Number(a) * 1000), 0) / 1000).toFixed(3);

/** `level`: the room heading's level (its parts' one below), so that a sub-order's rooms sit under the sub-order's heading. */
function RoomSection({ room, boardColumns, lineColumns, level }: { room: OrderRoom; boardColumns: ListColumn<OrderPlate>[]; lineColumns: ListColumn<OrderGoodsLine>[]; level: 3 | 4 }) {
  const t = useT();
  const headingId = useId();
  const pieces = room.plates.reduce((sum, p) => sum + p.qty, 0);
  return (
    <section className="order-room" aria-labelledby={headingId} data-testid="order-room">
      <div className="order-room-head">
        <Typography.Title level={level} id={headingId} className="order-room-name">
          {room.room_name}
        </Typography.Title>
        <Typography.Text type="secondary">{t('orderList.drawer.roomSummary', { plates: pieces, area: sumArea(room.plates.map((p) => p.area)) })}</Typography.Text>
        <span className="order-room-total">
          {t('orderList.drawer.roomTotal')} <Money value={room.total} strong />
        </span>
      </div>
      <Typography.Title level={(level + 1) as 4 | 5} className="order-room-part">
        {t('orderList.drawer.boards')}
      </Typography.Title>
      <LineList rows={room.plates} rowKey={(p) => p.plate_id} columns={boardColumns} empty={t('orderList.drawer.noBoards')} testId="order-board" />
      {room.goods.length > 0 && (
        <>
          <Typography.Title level={(level + 1) as 4 | 5} className="order-room-part">
            {t('orderList.drawer.goods')}
          </Typography.Title>
          <LineList rows={room.goods} rowKey={(l) => l.line_id} columns={lineColumns} empty={t('orderList.drawer.noGoods')} testId="order-line" />
        </>
      )}
    </section>
  );
}

/** `rooms`: the rooms to show (none: said so); `level`: their headings' level (3 in the drawer, 4 under a sub-order). */
export function OrderRooms({ rooms, level = 3 }: { rooms: readonly OrderRoom[]; level?: 3 | 4 }) {
  const t = useT();
  const boardColumns = useBoardColumns();
  const lineColumns = useLineColumns();
  if (rooms.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('orderList.drawer.noRooms')} />;
  return (
    <>
      {rooms.map((room) => (
        <RoomSection key={room.room_id} room={room} boardColumns={boardColumns} lineColumns={lineColumns} level={level} />
      ))}
    </>
  );
}
