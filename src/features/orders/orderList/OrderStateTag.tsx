/**
 * An order's state as a tag, with a second tag when its price is locked: the list's state column,
 * its cards and the order drawer show the same. The state is said in words, the colour only helps.
 */
import { LockOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { useT } from '../../../app/useT';
import type { OrderSummary, OrdStateValue } from '../../../common/orders';
import { STATE_NAME } from './orderList';

const STATE_COLOR: Readonly<Record<OrdStateValue, string | undefined>> = {
  0: undefined,
  1: 'blue',
  2: 'cyan',
  3: 'geekblue',
  4: 'orange',
  5: 'green',
  6: 'success',
  9: undefined,
};

export function OrderStateTag({ order }: { order: Pick<OrderSummary, 'ord_state' | 'price_lock'> }) {
  const t = useT();
  return (
    <span className="order-state">
      <Tag color={STATE_COLOR[order.ord_state]}>{t(STATE_NAME[order.ord_state])}</Tag>
      {order.price_lock === 1 && (
        <Tag icon={<LockOutlined />} color="gold" className="order-price-lock">
          {t('orderList.priceLocked')}
        </Tag>
      )}
    </span>
  );
}
