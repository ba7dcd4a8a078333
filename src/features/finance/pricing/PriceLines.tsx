/**
 * The lines of a price list in its editor: each goods item or class with its unit price (the shared
 * yuan rule of src/common/pricing.ts, the server's own), removable; new lines are added by searching
 * the goods (ErpGoods-getErpGoods by keyword) or choosing a class of the tree (Depots-getGoodsClass).
 * A goods line can show that item's detail (GET /api/detail?repo=goods): its class path, list price
 * and what every list charges for it. Rows are a grid that stacks on a phone.
 */
import { DeleteOutlined, InfoCircleOutlined } from '@ant-design/icons';
import { Button, Empty, Form, Input, Popover, Segmented, Select, Spin, Tag, TreeSelect, Typography, type FormInstance } from 'antd';
import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { api } from '../../../api/client';
import { useRequest } from '../../../api/useRequest';
import { useT } from '../../../app/useT';
import { GetErpGoods, GetGoodsClass, GOODS_LIMITS, type GoodsClassNode, type GoodsRecord } from '../../../common/goods';
import { unitPriceRule } from '../../../common/pricing';
import { Detail, type GoodsDetail } from '../../../common/repo';
import { formRule } from '../../../components/formRules';
import { useRight } from '../../../components/RequireRight';

/** A line as the editor holds it: one of goods_id and class_id is 0; `label` names it for the eye. */
export interface LineValue {
  goods_id: number;
  class_id: number;
  label: string;
  unit_price: string;
}

/** How long typing rests before the goods are searched. */
const SEARCH_DELAY_MS = 300;
/** How many goods one search offers. */
const SEARCH_SIZE = 20;

const lineKey = (l: Pick<LineValue, 'goods_id' | 'class_id'>) => (l.goods_id ? `g${l.goods_id}` : `c${l.class_id}`);

/** The goods search: what is typed, after a rest, asks the server; choosing one adds its line. */
function GoodsSearch({ taken, onChoose, disabled }: { taken: ReadonlySet<string>; onChoose: (goods: GoodsRecord) => void; disabled: boolean }) {
  const t = useT();
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim().slice(0, GOODS_LIMITS.keyword)), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const found = useRequest((kw: string) => api.call(GetErpGoods, { param: { keyword: kw || undefined, page_count: SEARCH_SIZE, state: 1 } }), { params: [keyword] });
  const goods = found.data?.data ?? [];
  // A new field after each choice: the select starts empty again, focused for the next one.
  const [round, setRound] = useState(0);
  return (
    <Select<number>
      key={round}
      autoFocus={round > 0}
      className="pricing-adder-field"
      aria-label={t('pricing.form.goodsSearch')}
      placeholder={t('pricing.form.goodsSearch')}
      disabled={disabled}
      loading={found.loading}
      showSearch={{ filterOption: false, onSearch: setTyped, searchValue: typed }}
      notFoundContent={found.loading ? <Spin size="small" /> : undefined}
      options={goods.map((g) => {
        const inList = taken.has(lineKey({ goods_id: g.goods_id, class_id: 0 }));
        return { value: g.goods_id, disabled: inList, label: `${g.goods_no} ${g.goods_name}${g.spec ? ` ${g.spec}` : ''}${inList ? `（${t('pricing.form.alreadyIn')}）` : ''}` };
      })}
      onSelect={(id) => {
        const chosen = goods.find((g) => g.goods_id === id);
        if (chosen) onChoose(chosen);
        setTyped('');
        setRound((n) => n + 1);
      }}
    />
  );
}

interface ClassOption {
  value: number;
  title: string;
  disabled: boolean;
  children: ClassOption[];
}

const classNodes = (nodes: readonly GoodsClassNode[], taken: ReadonlySet<string>): ClassOption[] =>
  nodes.map((n) => ({ value: n.class_id, title: n.class_name, disabled: taken.has(lineKey({ goods_id: 0, class_id: n.class_id })), children: classNodes(n.children, taken) }));

function findClass(nodes: readonly GoodsClassNode[], id: number): GoodsClassNode | undefined {
  for (const n of nodes) {
    const hit = n.class_id === id ? n : findClass(n.children, id);
    if (hit) return hit;
  }
  return undefined;
}

/** A class of the tree; choosing one adds its line. */
function ClassChooser({ taken, onChoose, disabled }: { taken: ReadonlySet<string>; onChoose: (node: GoodsClassNode) => void; disabled: boolean }) {
  const t = useT();
  const tree = useRequest(() => api.call(GetGoodsClass));
  const nodes = tree.data?.data ?? [];
  const [round, setRound] = useState(0);
  return (
    <TreeSelect<number>
      key={round}
      autoFocus={round > 0}
      className="pricing-adder-field"
      aria-label={t('pricing.form.classChoose')}
      placeholder={t('pricing.form.classChoose')}
      disabled={disabled}
      loading={tree.loading}
      treeDefaultExpandAll
      showSearch={{ treeNodeFilterProp: 'title' }}
      treeData={classNodes(nodes, taken)}
      onChange={(id) => {
        const node = typeof id === 'number' ? findClass(nodes, id) : undefined;
        if (node) onChoose(node);
        setRound((n) => n + 1);
      }}
    />
  );
}

/** The detail of a goods line's item: class path, list price and each list's price of it. */
function GoodsPriceInfo({ goodsId, label }: { goodsId: number; label: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const detail = useRequest(() => api.call(Detail, { repo: 'goods', id: goodsId }, { silent: true }) as Promise<GoodsDetail>, { manual: true });
  const d = detail.data;
  const content = !d ? (
    <Spin size="small" />
  ) : (
    <div className="pricing-goods-info">
      <Typography.Text type="secondary">{t('pricing.form.goodsPath', { path: d.class_path.map((c) => c.class_name).join(' / ') })}</Typography.Text>
      <div>{t('pricing.form.goodsListPrice', { price: d.data.list_price, unit: d.unit.unit_name })}</div>
      {d.prices && (
        <>
          <Typography.Text strong>{t('pricing.form.goodsPrices')}</Typography.Text>
          {d.prices.length ? (
            <ul>
              {d.prices.map((p) => (
                <li key={p.pricelist_id}>{p.class_id ? t('pricing.form.goodsPriceViaClass', { name: p.name, price: p.unit_price, className: p.class_name }) : t('pricing.form.goodsPriceLine', { name: p.name, price: p.unit_price })}</li>
              ))}
            </ul>
          ) : (
            <Typography.Text type="secondary">{t('pricing.form.goodsNoPrices')}</Typography.Text>
          )}
        </>
      )}
    </div>
  );
  return (
    <Popover
      trigger="click"
      open={open}
      title={t('pricing.form.goodsInfo', { name: label })}
      content={content}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) void detail.run().catch(() => setOpen(false));
      }}
    >
      <Button type="text" size="small" icon={<InfoCircleOutlined />} aria-label={t('pricing.form.goodsInfo', { name: label })} />
    </Popover>
  );
}

/** Adds a line: the goods search or the class tree, chosen with a switch. */
function LineAdder({ taken, add, disabled }: { taken: ReadonlySet<string>; add: (line: LineValue) => void; disabled: boolean }) {
  const t = useT();
  const mayGoods = useRight('SF2_ERP_GOODS_LIST');
  const mayClasses = useRight(['SF_DEPOTS_GOOD_CLASS_QUERY', 'SF2_ERP_GOODS_LIST']);
  const [kind, setKind] = useState<'goods' | 'class'>(mayGoods ? 'goods' : 'class');
  if (!mayGoods && !mayClasses) return <Typography.Text type="secondary">{t('pricing.form.noGoodsRight')}</Typography.Text>;
  return (
    <div className="pricing-adder" role="group" aria-label={t('pricing.form.addKind')}>
      <Segmented<'goods' | 'class'>
        value={kind}
        disabled={disabled}
        onChange={setKind}
        options={[
          { value: 'goods', label: t('pricing.form.addGoods'), disabled: !mayGoods },
          { value: 'class', label: t('pricing.form.addClass'), disabled: !mayClasses },
        ]}
      />
      {kind === 'goods' ? (
        <GoodsSearch taken={taken} disabled={disabled} onChoose={(g) => add({ goods_id: g.goods_id, class_id: 0, label: `${g.goods_no} ${g.goods_name}`, unit_price: g.list_price })} />
      ) : (
        <ClassChooser taken={taken} disabled={disabled} onChoose={(c) => add({ goods_id: 0, class_id: c.class_id, label: c.class_name, unit_price: '' })} />
      )}
    </div>
  );
}

/** The lines as a Form.List named 'lines' of `form`, with the adder below them. */
export function PriceLines({ form, disabled }: { form: FormInstance; disabled: boolean }) {
  const t = useT();
  const intl = useIntl();
  const headingId = useId();
  // preserve: a line's ids and label have no Form.Item of their own, and are watched all the same.
  const lines = (Form.useWatch('lines', { form, preserve: true }) as LineValue[] | undefined) ?? [];
  const taken = new Set(lines.map(lineKey));
  const mayGoods = useRight('SF2_ERP_GOODS_LIST');
  const priceLabel = t('pricing.form.unitPrice');
  // The server's money rule; its message names the field as the server's would.
  const priceRule = formRule(intl, (value) => {
    const invalid = unitPriceRule(value.trim());
    return invalid && { ...invalid, values: { field: priceLabel, ...invalid.values } };
  });
  return (
    <section className="pricing-lines" aria-labelledby={headingId}>
      <Typography.Title level={5} id={headingId} className="pricing-section-title">
        {t('pricing.form.linesCount', { count: lines.length })}
      </Typography.Title>
      <Form.List name="lines">
        {(fields, { add, remove }) => (
          <>
            {fields.length ? (
              <div className="pricing-line-head" aria-hidden>
                <span>{t('pricing.form.target')}</span>
                <span>{priceLabel}</span>
              </div>
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('pricing.form.noLines')} />
            )}
            <ul className="pricing-line-list">
              {fields.map((field) => {
                const line = form.getFieldValue(['lines', field.name]) as LineValue | undefined;
                const name = line?.label ?? '';
                return (
                  <li key={field.key} className="pricing-line">
                    <div className="pricing-line-target">
                      {line?.class_id ? <Tag className="pricing-class-tag">{t('pricing.form.classTag')}</Tag> : null}
                      <span className="pricing-line-name">{name}</span>
                    </div>
                    <Form.Item name={[field.name, 'unit_price']} rules={[priceRule]} className="pricing-line-price" validateTrigger={['onBlur', 'onChange']}>
                      <Input prefix="¥" inputMode="decimal" autoComplete="off" aria-label={t('pricing.form.unitPriceOf', { name })} />
                    </Form.Item>
                    <div className="pricing-line-actions">
                      {line?.goods_id && mayGoods ? <GoodsPriceInfo goodsId={line.goods_id} label={name} /> : null}
                      {!disabled && <Button type="text" danger size="small" icon={<DeleteOutlined />} aria-label={t('pricing.form.removeLine', { name })} onClick={() => remove(field.name)} />}
                    </div>
                  </li>
                );
              })}
            </ul>
            {!disabled && <LineAdder taken={taken} disabled={disabled} add={(line) => add(line)} />}
          </>
        )}
      </Form.List>
    </section>
  );
}
