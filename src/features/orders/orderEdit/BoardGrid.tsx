/**
 * The boards of one room as an editable grid: a table of inputs on wide screens, one card per board
 * (the same inputs, stacked and labelled) on a phone. Every cell is a Form.Item checked by the
 * server's rule for it; a row's area and amount follow its sizes and pieces as they are typed, from
 * the quotation's unit price. Rows are added, copied and removed; Tab walks the cells in order, and
 * Enter in a row's last cell adds a row and puts the cursor in its first.
 */
import { CopyOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Form, Input, Select, Typography } from 'antd';
import type { FormListFieldData } from 'antd';
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useT } from '../../../app/useT';
import { GoodsKind } from '../../../common/goods';
import { Grain } from '../../../common/orders';
import { Money } from '../../../components/list/fields';
import { useIsPhone } from '../../../components/useViewport';
import { GoodsCell } from './GoodsCell';
import { areaText, blankPlate, plateFigures, type PlateValue, type Prices } from './orderForm';
import type { OrderRule } from './useOrderRule';

type Column = 'plate_name' | 'length' | 'width' | 'thickness' | 'item' | 'qty' | 'grain' | 'edges';
const COLUMNS: readonly Column[] = ['plate_name', 'length', 'width', 'thickness', 'item', 'qty', 'grain', 'edges'];
const LABEL = {
  plate_name: 'orderEdit.board.name',
  length: 'orderEdit.board.length',
  width: 'orderEdit.board.width',
  thickness: 'orderEdit.board.thickness',
  item: 'orderEdit.board.material',
  qty: 'orderEdit.board.pieces',
  grain: 'orderEdit.board.grain',
  edges: 'orderEdit.board.edges',
} as const;
const NUMERIC: ReadonlySet<Column> = new Set(['length', 'width', 'thickness', 'qty']);

interface GridProps {
  room: number;
  rule: OrderRule;
  prices: Prices | null;
}

interface RowOps {
  add: (at?: number, plate?: PlateValue) => void;
  remove: (index: number) => void;
  copy: (index: number) => void;
}

/** The input of one cell; `onLastEnter` on the row's last cell. */
function CellInput({ column, label, onLastEnter, ...rest }: { column: Column; label: string; onLastEnter?: () => void; id?: string; value?: unknown; onChange?: (v: unknown) => void; 'aria-invalid'?: boolean }) {
  const t = useT();
  if (column === 'item') return <GoodsCell {...(rest as object)} kind={GoodsKind.board} label={label} />;
  if (column === 'grain')
    return (
      <Select
        {...rest}
        value={rest.value as number | undefined}
        aria-label={label}
        popupMatchSelectWidth={false}
        options={[Grain.none, Grain.length, Grain.width].map((g) => ({ value: g, label: t(`orderEdit.grain.${g}`) }))}
      />
    );
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter' || !onLastEnter) return;
    e.preventDefault();
    onLastEnter();
  };
  return (
    <Input
      {...rest}
      value={rest.value as string | undefined}
      onChange={(e) => rest.onChange?.(e.target.value)}
      aria-label={label}
      autoComplete="off"
      inputMode={NUMERIC.has(column) ? 'numeric' : undefined}
      onKeyDown={onKeyDown}
    />
  );
}

/** One cell as a Form.Item; `withLabel` on a card, where the label shows above the input. */
function Cell({ room, row, column, rule, withLabel, onLastEnter }: { room: number; row: number; column: Column; rule: OrderRule; withLabel: boolean; onLastEnter?: () => void }) {
  const t = useT();
  const name = t(LABEL[column]);
  const label = withLabel ? name : t('orderEdit.board.cellOf', { n: row + 1, column: name });
  return (
    <Form.Item name={[row, column]} label={withLabel ? name : undefined} rules={[rule(['rooms', room, 'plates', row, column], name)]} className={`order-board-cell order-board-${column}`} validateTrigger={['onChange', 'onBlur']}>
      <CellInput column={column} label={label} onLastEnter={onLastEnter} />
    </Form.Item>
  );
}

/** A board's computed area and amount, following its cells. */
function Figures({ room, row, prices, children }: { room: number; row: number; prices: Prices | null; children: (area: ReactNode, amount: ReactNode) => ReactNode }) {
  const plate = Form.useWatch(['rooms', room, 'plates', row]) as PlateValue | undefined;
  const { areaMm2, amountFen } = plateFigures(plate, prices);
  const area = <span data-testid="board-area">{areaMm2 === null ? '—' : areaText(areaMm2)}</span>;
  const amount = <span data-testid="board-amount">{amountFen === null ? '—' : <Money value={amountFen / 100} />}</span>;
  return <>{children(area, amount)}</>;
}

function RowActions({ row, ops }: { row: number; ops: RowOps }) {
  const t = useT();
  return (
    <span className="order-row-actions">
      <Button type="text" size="small" icon={<CopyOutlined />} aria-label={t('orderEdit.board.copy', { n: row + 1 })} onClick={() => ops.copy(row)} />
      <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={t('orderEdit.board.remove', { n: row + 1 })} onClick={() => ops.remove(row)} />
    </span>
  );
}

function BoardTable({ fields, room, rule, prices, ops }: GridProps & { fields: FormListFieldData[]; ops: RowOps }) {
  const t = useT();
  return (
    <div className="order-board-scroll">
      <table className="order-board-table">
        <thead>
          <tr>
            <th scope="col">{t('orderEdit.board.row')}</th>
            {COLUMNS.map((c) => (
              <th key={c} scope="col">
                {t(LABEL[c])}
              </th>
            ))}
            <th scope="col">{t('orderEdit.board.area')}</th>
            <th scope="col">{t('orderEdit.board.amount')}</th>
            <th scope="col">{t('orderEdit.board.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {fields.map((f) => (
            <tr key={f.key} data-testid="board-row">
              <td className="order-board-no">{f.name + 1}</td>
              {COLUMNS.map((c) => (
                <td key={c}>
                  <Cell room={room} row={f.name} column={c} rule={rule} withLabel={false} onLastEnter={c === 'edges' ? () => ops.add(f.name + 1) : undefined} />
                </td>
              ))}
              <Figures room={room} row={f.name} prices={prices}>
                {(area, amount) => (
                  <>
                    <td className="order-board-figure">{area}</td>
                    <td className="order-board-figure">{amount}</td>
                  </>
                )}
              </Figures>
              <td>
                <RowActions row={f.name} ops={ops} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function BoardCards({ fields, room, rule, prices, ops }: GridProps & { fields: FormListFieldData[]; ops: RowOps }) {
  const t = useT();
  return (
    <ul className="order-board-cards">
      {fields.map((f) => (
        <li key={f.key}>
          <Card size="small" data-testid="board-card" title={t('orderEdit.board.card', { n: f.name + 1 })} extra={<RowActions row={f.name} ops={ops} />}>
            {COLUMNS.map((c) => (
              <Cell key={c} room={room} row={f.name} column={c} rule={rule} withLabel onLastEnter={c === 'edges' ? () => ops.add(f.name + 1) : undefined} />
            ))}
            <Figures room={room} row={f.name} prices={prices}>
              {(area, amount) => (
                <dl className="order-board-card-figures">
                  <dt>{t('orderEdit.board.area')}</dt>
                  <dd>{area}</dd>
                  <dt>{t('orderEdit.board.amount')}</dt>
                  <dd>{amount}</dd>
                </dl>
              )}
            </Figures>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** The room's boards: the grid (or cards) and the add button. */
export function BoardGrid({ room, rule, prices }: GridProps) {
  const t = useT();
  const isPhone = useIsPhone();
  const form = Form.useFormInstance();
  // The row to put the cursor in once it has rendered (an added or copied row).
  const focusRow = useRef<number | null>(null);
  const count = (Form.useWatch(['rooms', room, 'plates']) as unknown[] | undefined)?.length ?? 0;
  useEffect(() => {
    if (focusRow.current === null) return;
    const input = document.getElementById(`order_rooms_${room}_plates_${focusRow.current}_plate_name`);
    focusRow.current = null;
    input?.focus();
  }, [count, room]);
  return (
    <Form.List name={[room, 'plates']}>
      {(fields, list) => {
        const ops: RowOps = {
          add: (at = fields.length, plate = blankPlate()) => {
            focusRow.current = at;
            list.add(plate, at);
          },
          remove: list.remove,
          copy: (index) => {
            const plate = form.getFieldValue(['rooms', room, 'plates', index]) as PlateValue;
            ops.add(index + 1, { ...plate, item: plate.item ? { ...plate.item } : null });
          },
        };
        return (
          <section className="order-boards" aria-label={t('orderEdit.boards')}>
            <Typography.Title level={5} className="order-part-title">
              {t('orderEdit.boards')}
            </Typography.Title>
            {fields.length > 0 && (isPhone ? <BoardCards fields={fields} room={room} rule={rule} prices={prices} ops={ops} /> : <BoardTable fields={fields} room={room} rule={rule} prices={prices} ops={ops} />)}
            <div className="order-part-actions">
              <Button icon={<PlusOutlined />} onClick={() => ops.add()}>
                {t('orderEdit.board.add')}
              </Button>
              {!isPhone && fields.length > 0 && <Typography.Text type="secondary">{t('orderEdit.board.enterHint')}</Typography.Text>}
            </div>
          </section>
        );
      }}
    </Form.List>
  );
}
