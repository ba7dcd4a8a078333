/**
 * The goods lines of one room (hardware, edge banding by the metre, finished goods): the item by a
 * goods search, the quantity typed, the unit, the quotation's unit price and the amount computed as
 * the quantity is typed. Rows on wide screens, stacked on a phone (the CSS does it).
 */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, Typography } from 'antd';
import { useT } from '../../../app/useT';
import { Money } from '../../../components/list/fields';
import { useRight } from '../../../components/RequireRight';
import { GoodsCell } from './GoodsCell';
import { blankGoodsLine, lineFigures, type GoodsLineValue, type Prices } from './orderForm';
import type { OrderRule } from './useOrderRule';

function LineFigures({ room, row, prices }: { room: number; row: number; prices: Prices | null }) {
  const t = useT();
  const line = Form.useWatch(['rooms', room, 'goods', row]) as GoodsLineValue | undefined;
  const { priceFen, amountFen } = lineFigures(line, prices);
  return (
    <>
      <span className="order-line-unit">
        <span className="order-line-caption">{t('orderEdit.line.unit')}</span>
        {line?.item?.unit || '—'}
      </span>
      <span className="order-line-price">
        <span className="order-line-caption">{t('orderEdit.line.unitPrice')}</span>
        {priceFen === null ? '—' : <Money value={priceFen / 100} />}
      </span>
      <span className="order-line-amount" data-testid="line-amount">
        <span className="order-line-caption">{t('orderEdit.line.amount')}</span>
        {amountFen === null ? '—' : <Money value={amountFen / 100} />}
      </span>
    </>
  );
}

export function GoodsLines({ room, rule, prices }: { room: number; rule: OrderRule; prices: Prices | null }) {
  const t = useT();
  const mayGoods = useRight('SF2_ERP_GOODS_LIST');
  const goodsLabel = t('orderEdit.line.goods');
  const qtyLabel = t('orderEdit.line.qty');
  return (
    <Form.List name={[room, 'goods']}>
      {(fields, { add, remove }) => (
        <section className="order-goods" aria-label={t('orderEdit.goods')}>
          <Typography.Title level={5} className="order-part-title">
            {t('orderEdit.goods')}
          </Typography.Title>
          <ul className="order-line-list">
            {fields.map((f) => (
              <li key={f.key} className="order-line" data-testid="goods-row">
                <Form.Item name={[f.name, 'item']} rules={[rule(['rooms', room, 'goods', f.name, 'item'], goodsLabel)]} className="order-line-goods">
                  <GoodsCell label={t('orderEdit.line.cellOf', { n: f.name + 1, column: goodsLabel })} disabled={!mayGoods} />
                </Form.Item>
                <Form.Item name={[f.name, 'qty']} rules={[rule(['rooms', room, 'goods', f.name, 'qty'], qtyLabel)]} className="order-line-qty" validateTrigger={['onChange', 'onBlur']}>
                  <Input inputMode="decimal" autoComplete="off" aria-label={t('orderEdit.line.cellOf', { n: f.name + 1, column: qtyLabel })} />
                </Form.Item>
                <LineFigures room={room} row={f.name} prices={prices} />
                <Button type="text" danger size="small" icon={<DeleteOutlined />} aria-label={t('orderEdit.line.remove', { n: f.name + 1 })} onClick={() => remove(f.name)} />
              </li>
            ))}
          </ul>
          <div className="order-part-actions">
            <Button icon={<PlusOutlined />} onClick={() => add(blankGoodsLine())} disabled={!mayGoods}>
              {t('orderEdit.line.add')}
            </Button>
            {!mayGoods && <Typography.Text type="secondary">{t('orderEdit.noGoodsRight')}</Typography.Text>}
          </div>
        </section>
      )}
    </Form.List>
  );
}
