/**
 * The quick entry's table of wide screens: a chunk of its own (antd's Table), loaded only where it
 * shows, so a phone, which shows the cards, never fetches it.
 */
import { Table, Typography } from 'antd';
import type { FormListFieldData } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useT } from '../../../app/useT';
import { FastCell, Refusal, RemoveButton, WIDTH, type GridProps } from './GoodsFastGrid';
import { FAST_FIELDS } from './goodsFastRows';

/** The table of wide screens. */
export function FastTable({ fields, onRemove, rule, param, disabled }: GridProps) {
  const t = useT();
  // The row's number and its remove button stay at the left as the grid scrolls (as a sheet's frozen
  // columns): frozen at the right, they would cover the last field in view before any scrolling.
  const columns: ColumnsType<FormListFieldData> = [
    { key: 'row', title: t('goodsFast.col.row'), width: 56, fixed: 'left', render: (_, f) => f.name + 1, onCell: () => ({ className: 'goods-fast-rowno' }) },
    { key: 'actions', title: t('goodsFast.col.actions'), width: 64, fixed: 'left', render: (_, f) => <RemoveButton index={f.name} onRemove={onRemove} disabled={disabled} /> },
    ...FAST_FIELDS.map((field) => ({
      key: field,
      title: t(`goodsFast.col.${field}`),
      width: WIDTH[field],
      render: (_: unknown, f: FormListFieldData) => <FastCell index={f.name} field={field} rule={rule} param={param} withLabel={false} />,
    })),
    {
      key: 'result',
      title: t('goodsFast.col.result'),
      width: 200,
      render: (_, f) => (
        <Refusal index={f.name}>
          {(reason) => (
            <Typography.Text type="danger" className="goods-fast-refused">
              {t('goodsFast.refused', { reason })}
            </Typography.Text>
          )}
        </Refusal>
      ),
    },
  ];
  const width = Object.values(WIDTH).reduce((a, b) => a + b, 56 + 200 + 64);
  return <Table<FormListFieldData> className="goods-fast-table" size="small" rowKey="key" columns={columns} dataSource={fields} pagination={false} scroll={{ x: width }} />;
}
