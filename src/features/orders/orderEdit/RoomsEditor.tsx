/**
 * The rooms of the order, one section each (all on the page, so a check on saving reaches every
 * row and can put the cursor in it): the room's name, its boards and goods lines, its subtotal; a
 * room is added, renamed and removed (after asking, as it takes its lines with it).
 */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Form, Input, Typography } from 'antd';
import { confirmDialog } from '../../../app/feedback';
import { useT } from '../../../app/useT';
import { formatYuan } from '../../../components/list/fields';
import { BoardGrid } from './BoardGrid';
import { GoodsLines } from './GoodsLines';
import { blankRoom, roomTotals, type Prices, type RoomValue } from './orderForm';
import type { OrderRule } from './useOrderRule';

function RoomSummary({ room, prices }: { room: number; prices: Prices | null }) {
  const t = useT();
  const value = Form.useWatch(['rooms', room]) as RoomValue | undefined;
  const totals = roomTotals(value, prices);
  return (
    <Typography.Text type="secondary" className="order-room-summary" data-testid="room-summary">
      {t('orderEdit.room.summary', { pieces: totals.pieces, area: totals.area, total: `¥${formatYuan(totals.total)}` })}
    </Typography.Text>
  );
}

function RoomCard({ room, rule, prices, onRemove }: { room: number; rule: OrderRule; prices: Prices | null; onRemove: () => void }) {
  const t = useT();
  const label = t('orderEdit.room.name');
  const name = (Form.useWatch(['rooms', room, 'room_name']) as string | undefined) || t('orderEdit.room.defaultName', { n: room + 1 });
  const remove = async () => {
    if (await confirmDialog({ title: t('orderEdit.room.removeConfirm', { name }) })) onRemove();
  };
  return (
    <Card
      size="small"
      className="order-room"
      data-testid="order-room"
      title={
        <Form.Item name={[room, 'room_name']} rules={[rule(['rooms', room, 'room_name'], label)]} className="order-room-name" validateTrigger={['onChange', 'onBlur']}>
          <Input aria-label={label} placeholder={label} autoComplete="off" />
        </Form.Item>
      }
      extra={<Button type="text" danger icon={<DeleteOutlined />} aria-label={t('orderEdit.room.remove', { name })} onClick={() => void remove()} />}
    >
      <RoomSummary room={room} prices={prices} />
      <BoardGrid room={room} rule={rule} prices={prices} />
      <GoodsLines room={room} rule={rule} prices={prices} />
    </Card>
  );
}

export function RoomsEditor({ rule, prices }: { rule: OrderRule; prices: Prices | null }) {
  const t = useT();
  return (
    <Form.List name="rooms">
      {(fields, { add, remove }) => (
        <div className="order-rooms">
          {fields.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('orderEdit.room.none')} />}
          {fields.map((f) => (
            <RoomCard key={f.key} room={f.name} rule={rule} prices={prices} onRemove={() => remove(f.name)} />
          ))}
          <Button type="dashed" block icon={<PlusOutlined />} onClick={() => add(blankRoom(t('orderEdit.room.defaultName', { n: fields.length + 1 })))}>
            {t('orderEdit.room.add')}
          </Button>
        </div>
      )}
    </Form.List>
  );
}
