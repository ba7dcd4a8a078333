/**
 * The editable grid of the quick goods entry: one Form.List row per goods item, an antd Table of
 * inputs on wide screens and one card per row (fields stacked, labelled) on a phone. Every cell is a
 * Form.Item whose rule is the row's check by the server's rules (goodsFastRows.ts), so its error
 * shows under the cell and antd ties it to the input (aria-invalid, aria-describedby). Each cell
 * carries its row and column (data-fast-cell) for the page's paste handler.
 */
import { DeleteOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Form, Input, Select, TreeSelect } from 'antd';
import type { FormListFieldData } from 'antd';
import type { Rule } from 'antd/es/form';
import { memo, type ReactNode } from 'react';
import { useT } from '../../../app/useT';
import type { GoodsClassNode, GoodsParamReply } from '../../../common/goods';
import { FAST_FIELDS, type FastField, type FastValues } from './goodsFastRows';

/** The check of one cell, made by the page (it knows the shop's settings and the other rows). */
export type CellRule = (index: number, field: FastField) => Rule;

export interface GridProps {
  fields: FormListFieldData[];
  /** Removes a row (through the Form.List, so each row's errors move with it). */
  onRemove: (index: number) => void;
  rule: CellRule;
  param: GoodsParamReply | undefined;
  disabled: boolean;
}

/** Each column's width in the table (px): wide enough for its longest usual value. */
export const WIDTH: Readonly<Record<FastField, number>> = {
  goods_no: 140,
  goods_name: 200,
  class_id: 170,
  unit_id: 120,
  spec: 150,
  kind: 120,
  list_price: 110,
  cost_price: 110,
  barcode: 150,
  min_stock: 100,
};

interface ClassOption {
  value: number;
  title: string;
  children: ClassOption[];
}

const treeOf = (nodes: readonly GoodsClassNode[]): ClassOption[] =>
  nodes.map((n) => ({ value: n.class_id, title: n.class_name, children: treeOf(n.children) }));

/** The input of one column; `label` is its accessible name where no visible label is (the table). */
function CellEditor({ field, param, label, ...rest }: { field: FastField; param: GoodsParamReply | undefined; label?: string; value?: unknown; onChange?: (v: unknown) => void; id?: string }) {
  const t = useT();
  const props = { ...rest, 'aria-label': label };
  const defaultUnit = param?.units.find((u) => u.unit_id === param.settings.default_unit_id)?.unit_name;
  switch (field) {
    case 'class_id':
      return (
        <TreeSelect
          {...props}
          value={props.value as number | undefined}
          treeData={treeOf(param?.classes ?? [])}
          treeDefaultExpandAll
          showSearch={{ treeNodeFilterProp: 'title' }}
          allowClear
          placeholder={t('goodsFast.classPlaceholder')}
          loading={!param}
          popupMatchSelectWidth={false}
        />
      );
    case 'unit_id':
      return (
        <Select
          {...props}
          value={props.value as number | undefined}
          options={(param?.units ?? []).map((u) => ({ value: u.unit_id, label: u.unit_name }))}
          showSearch={{ optionFilterProp: 'label' }}
          allowClear
          placeholder={defaultUnit ?? t('goodsFast.unitPlaceholder')}
          loading={!param}
        />
      );
    case 'kind':
      return <Select {...props} value={props.value as number | undefined} options={(param?.kinds ?? []).map((k) => ({ value: k.kind, label: k.name }))} allowClear placeholder={t('goodsFast.kindPlaceholder')} loading={!param} />;
    case 'list_price':
    case 'cost_price':
      return <Input {...props} value={(props.value as string | undefined) ?? ''} inputMode="decimal" autoComplete="off" placeholder="0.00" />;
    case 'min_stock':
      return <Input {...props} value={(props.value as string | undefined) ?? ''} inputMode="numeric" autoComplete="off" placeholder="0" />;
    case 'goods_no':
      return <Input {...props} value={(props.value as string | undefined) ?? ''} autoComplete="off" placeholder={t('goodsFast.autoNo')} />;
    default:
      return <Input {...props} value={(props.value as string | undefined) ?? ''} autoComplete="off" />;
  }
}

/**
 * One cell: its Form.Item (the check, the error) and the marks the paste handler reads. Memoised:
 * a row added or removed renders the grid again, not every cell's inputs (the Form.Item follows its
 * own value).
 */
export const FastCell = memo(function FastCell({ index, field, rule, param, withLabel }: { index: number; field: FastField; rule: CellRule; param: GoodsParamReply | undefined; withLabel: boolean }) {
  const t = useT();
  const column = t(`goodsFast.col.${field}`);
  return (
    <div data-fast-cell="" data-row={index} data-field={field} className="goods-fast-cell">
      <Form.Item name={[index, field]} label={withLabel ? column : undefined} rules={[rule(index, field)]}>
        <CellEditor field={field} param={param} label={withLabel ? undefined : t('goodsFast.cellLabel', { row: index + 1, column })} />
      </Form.Item>
    </div>
  );
});

/** Why the server refused the row's last save, while the row is as it was then. */
export function Refusal({ index, children }: { index: number; children: (reason: string) => ReactNode }) {
  return (
    <Form.Item<FastValues> noStyle shouldUpdate={(a, b) => a.rows?.[index]?.refused !== b.rows?.[index]?.refused}>
      {({ getFieldValue }) => {
        const reason = getFieldValue(['rows', index, 'refused']) as string | undefined;
        return reason ? children(reason) : null;
      }}
    </Form.Item>
  );
}

export function RemoveButton({ index, onRemove, disabled }: { index: number; onRemove: GridProps['onRemove']; disabled: boolean }) {
  const t = useT();
  return <Button type="text" danger size="small" icon={<DeleteOutlined />} disabled={disabled} aria-label={t('goodsFast.removeRow', { row: index + 1 })} onClick={() => onRemove(index)} />;
}

/** The cards of a phone: one per row, its fields stacked and labelled. */
export function FastCards({ fields, onRemove, rule, param, disabled }: GridProps) {
  const t = useT();
  return (
    <div className="goods-fast-cards" data-testid="goods-fast-cards">
      {fields.map((f) => (
        <Card key={f.key} size="small" className="goods-fast-card" title={t('goodsFast.rowTitle', { row: f.name + 1 })} extra={<RemoveButton index={f.name} onRemove={onRemove} disabled={disabled} />}>
          <Refusal index={f.name}>{(reason) => <Alert type="error" showIcon className="goods-fast-refused" title={t('goodsFast.refused', { reason })} />}</Refusal>
          {FAST_FIELDS.map((field) => (
            <FastCell key={field} index={f.name} field={field} rule={rule} param={param} withLabel />
          ))}
        </Card>
      ))}
    </div>
  );
}
