/**
 * A goods item chosen in a cell of the order form: typing searches the shop's goods on sale
 * (ErpGoods-getErpGoods by keyword, after a rest, as the price-list editor's goods search does),
 * boards only in the board grid. The value carries the item's name and unit, so the cell and the
 * kept draft show them without asking again.
 */
import { Select, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { api } from '../../../api/client';
import { useRequest } from '../../../api/useRequest';
import { useT } from '../../../app/useT';
import { GetErpGoods, GOODS_LIMITS, type GoodsKindValue } from '../../../common/goods';
import type { ChosenGoods } from './orderForm';

const SEARCH_DELAY_MS = 300;
const SEARCH_SIZE = 20;

export interface GoodsCellProps {
  value?: ChosenGoods | null;
  onChange?: (value: ChosenGoods | null) => void;
  id?: string;
  /** Only this kind (boards in the board grid). */
  kind?: GoodsKindValue;
  label: string;
  disabled?: boolean;
  status?: 'error';
  onKeyDown?: React.KeyboardEventHandler;
}

export function GoodsCell({ value, onChange, id, kind, label, disabled, status, onKeyDown }: GoodsCellProps) {
  const t = useT();
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState<string | null>(null);
  useEffect(() => {
    // Nothing is asked until the cell is used: a grid of 300 boards opens without 300 searches.
    if (keyword === null && typed === '') return;
    const timer = setTimeout(() => setKeyword(typed.trim().slice(0, GOODS_LIMITS.keyword)), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, keyword]);
  const found = useRequest(
    (kw: string | null) => (kw === null ? Promise.resolve(null) : api.call(GetErpGoods, { param: { keyword: kw || undefined, page_count: SEARCH_SIZE, state: 1, kind } }, { silent: true })),
    { params: [keyword] },
  );
  const goods = found.data?.data ?? [];
  const options = goods.map((g) => ({ value: g.goods_id, label: `${g.goods_no} ${g.goods_name}${g.spec ? ` ${g.spec}` : ''}` }));
  if (value && !options.some((o) => o.value === value.goods_id)) options.unshift({ value: value.goods_id, label: value.name });
  return (
    <Select<number>
      id={id}
      className="order-goods-cell"
      aria-label={label}
      placeholder={t('orderEdit.goodsSearch')}
      disabled={disabled}
      status={status}
      value={value?.goods_id}
      loading={found.loading}
      allowClear
      popupMatchSelectWidth={false}
      showSearch={{ filterOption: false, onSearch: setTyped, searchValue: typed }}
      notFoundContent={found.loading ? <Spin size="small" /> : undefined}
      onFocus={() => setKeyword((k) => k ?? '')}
      onKeyDown={onKeyDown}
      options={options}
      onChange={(goodsId) => {
        const chosen = goods.find((g) => g.goods_id === goodsId);
        setTyped('');
        if (goodsId === undefined || goodsId === null) onChange?.(null);
        else if (chosen) onChange?.({ goods_id: chosen.goods_id, name: `${chosen.goods_no} ${chosen.goods_name}`, unit: chosen.unit_name });
      }}
    />
  );
}
