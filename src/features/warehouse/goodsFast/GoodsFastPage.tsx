/**
 * Quick goods entry (/goods/fast, SF2_ERP_GOODS_ADD) [ROUTE-47]: many new goods typed, or pasted
 * from a spreadsheet, in one editable grid and saved at once. Each cell is checked by the server's
 * own rules as it is typed; "save all" saves every good row with ErpGoods-saveGoods, one after the
 * other, and takes the saved rows out of the grid. A row with an error, or refused by the server
 * (a number already used ...), stays as typed with its reason: nothing typed is lost. What is in the
 * grid is kept as a draft (useFormDraft), so a reload or a slip to another page loses nothing.
 */
import { PlusOutlined, SaveOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Form, Space, Spin, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import { lazy, useCallback, useEffect, useMemo, useState, type ClipboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { api } from '../../../api/client';
import { useRequest } from '../../../api/useRequest';
import { confirmDialog, messageApi } from '../../../app/feedback';
import { useT } from '../../../app/useT';
import { GetErpGoodsParam, GOODS_KINDS, type GoodsKindValue, type GoodsParamReply } from '../../../common/goods';
import { useFormDraft } from '../../../components/form/useFormDraft';
import { LazyBoundary } from '../../../components/Lazy';
import { PageHeader } from '../../../components/PageHeader';
import { useRight } from '../../../components/RequireRight';
import { useIsPhone } from '../../../components/useViewport';
import { FastCards, type CellRule } from './GoodsFastGrid';
import { blankRow, blankRows, FAST_FIELDS, isBlank, isSheetPaste, MAX_ROWS, pasteIntoRows, rowProblems, START_ROWS, type ChoiceField, type FastField, type FastRow, type FastValues } from './goodsFastRows';
import { useFastSave } from './useFastSave';
import './goodsFast.css';

// The table of wide screens, loaded only there (a phone shows the cards).
const FastTable = lazy(() => import(/* webpackChunkName: "goods-fast-table" */ './GoodsFastTable').then((m) => ({ default: m.FastTable })));

const INITIAL: FastValues = { rows: blankRows(START_ROWS) };
const CHOICE_FIELDS: readonly ChoiceField[] = ['class_id', 'unit_id', 'kind'];
const isChoice = (field: FastField): field is ChoiceField => (CHOICE_FIELDS as readonly string[]).includes(field);
const noop = () => undefined;

/** Every cell of rows `indexes`: what a check after a paste, a removal or a save looks at again. */
export const cellPaths = (indexes: readonly number[]) => indexes.flatMap((i) => FAST_FIELDS.map((f) => ['rows', i, f]));
const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i);

/** The check of a cell: the row's problems by the server's rules, in the words of this page. */
function useCellRule(param: GoodsParamReply | undefined): CellRule {
  const t = useT();
  const hasDefaultUnit = Boolean(param?.settings.default_unit_id);
  // One function while the language and the settings stay: the cells are memoised on it.
  return useCallback(
    (index, field): Rule =>
      ({ getFieldValue }) => ({
        validator: () => {
          const rows = (getFieldValue('rows') ?? []) as FastRow[];
          const problem = rowProblems(index, { rows, hasDefaultUnit })[field];
          if (!problem) return Promise.resolve();
          return Promise.reject(new Error(t(problem.id, { ...problem.values, field: t(`goodsFast.col.${field}`) })));
        },
      }),
    [t, hasDefaultUnit],
  );
}

/** Each kind's names a pasted cell may give: its name in the page's language and its number. */
function kindNamesOf(param: GoodsParamReply): Record<GoodsKindValue, string[]> {
  return Object.fromEntries(GOODS_KINDS.map((kind) => [kind, param.kinds.filter((k) => k.kind === kind).map((k) => k.name)])) as Record<GoodsKindValue, string[]>;
}

function Hints({ param }: { param: GoodsParamReply | undefined }) {
  const t = useT();
  const prefix = param?.settings.goods_no_prefix;
  const unit = param?.units.find((u) => u.unit_id === param.settings.default_unit_id)?.unit_name;
  return (
    <Typography.Paragraph type="secondary" className="goods-fast-intro">
      {t('goodsFast.intro')}
      {param && <br />}
      {param && (prefix ? t('goodsFast.noHint', { prefix }) : t('goodsFast.noHintNoPrefix'))}
      {unit && <br />}
      {unit && t('goodsFast.unitHint', { unit })}
    </Typography.Paragraph>
  );
}

export default function GoodsFastPage() {
  const t = useT();
  const isPhone = useIsPhone();
  const canList = useRight('SF2_ERP_GOODS_LIST');
  const [form] = Form.useForm<FastValues>();
  const param = useRequest(() => api.call(GetErpGoodsParam)).data;
  const draft = useFormDraft({ form, name: 'goods-fast', initial: INITIAL });
  const rule = useCellRule(param);
  // Rows to check once the grid has rendered them (rows a paste added have no cells before).
  const [toCheck, setToCheck] = useState<{ paths: (string | number)[][] } | null>(null);
  const headings = useMemo(() => [FAST_FIELDS.map((f) => t(`goodsFast.col.${f}`))], [t]);
  const rows = () => (form.getFieldValue('rows') ?? []) as FastRow[];
  const recheck = (indexes: readonly number[]) => setToCheck({ paths: cellPaths(indexes) });
  const save = useFastSave(form, draft, recheck);

  useEffect(() => {
    // After the render that shows them: a row a paste added has no cells before.
    if (toCheck) void form.validateFields(toCheck.paths).catch(noop);
  }, [toCheck, form]);

  const onValuesChange = (changed: Partial<FastValues>) => {
    const current = rows();
    (changed.rows ?? []).forEach((change, i) => {
      if (!change || 'refused' in change) return;
      // An edited row is no longer the row the server refused; a choice made replaces a pasted name.
      if (current[i]?.refused) form.setFieldValue(['rows', i, 'refused'], undefined);
      for (const field of CHOICE_FIELDS) if (field in change && current[i]?.unmatched?.[field]) form.setFieldValue(['rows', i, 'unmatched', field], undefined);
      // A changed number may end, or make, a duplicate elsewhere.
      if ('goods_no' in change) {
        const others = current.flatMap((r, j) => (j !== i && r.goods_no.trim() ? [['rows', j, 'goods_no']] : []));
        void form.validateFields(others).catch(noop);
      }
    });
    draft.onValuesChange();
  };

  const onPaste = (event: ClipboardEvent<HTMLElement>) => {
    const cell = (event.target as HTMLElement).closest<HTMLElement>('[data-fast-cell]');
    // Until the shop's classes and units arrive no pasted name could be looked up: a paste is the input's own.
    if (!cell || save.saving || !param) return;
    const field = cell.dataset.field as FastField;
    const text = event.clipboardData.getData('text/plain');
    // One value into a text cell is the input's own paste; a block of cells, or a name into a list, is the grid's.
    if (!isSheetPaste(text) && !isChoice(field)) return;
    event.preventDefault();
    const at = { row: Number(cell.dataset.row), field };
    const choices = { classes: param.classes, units: param.units, kindNames: kindNamesOf(param) };
    const pasted = pasteIntoRows(rows(), at, text, choices, headings);
    form.setFieldsValue({ rows: pasted.rows });
    recheck(range(at.row, pasted.rows.length).filter((i) => !isBlank(pasted.rows[i])));
    draft.onValuesChange();
    if (pasted.cut > 0) messageApi().warning(t('goodsFast.pastedCut', { max: MAX_ROWS, count: pasted.cut }));
  };

  const clear = async () => {
    const filled = rows().filter((r) => !isBlank(r)).length;
    if (filled > 0 && !(await confirmDialog({ title: t('goodsFast.confirmClear', { count: filled }) }))) return;
    form.setFieldsValue({ rows: blankRows(START_ROWS) });
    recheck(range(0, START_ROWS));
    draft.discard();
  };

  const addRows = (count: number) => {
    // In one change rather than `add` row by row: the grid renders once.
    form.setFieldsValue({ rows: [...rows(), ...blankRows(count)] });
    draft.onValuesChange();
  };

  const removeRow = (index: number, remove: (index: number) => void, add: (row: FastRow) => void) => {
    remove(index);
    if (rows().length === 0) add(blankRow());
    recheck(rows().flatMap((r, i) => (r.goods_no.trim() ? [i] : [])));
    draft.onValuesChange();
  };

  return (
    <div className="goods-fast-page page-stack">
      <PageHeader
        extra={
          <Button type="primary" icon={<SaveOutlined />} loading={save.saving} onClick={() => void save.run()}>
            {save.progress ? t('goodsFast.saving', save.progress) : t('goodsFast.save')}
          </Button>
        }
      />
      <Card size="small">
        <Hints param={param} />
        {save.total > 0 && (
          <Alert
            type="success"
            showIcon
            role="status"
            className="goods-fast-summary"
            title={t('goodsFast.summary', { count: save.total })}
            action={canList ? <Link to="/goods">{t('goodsFast.toList')}</Link> : undefined}
          />
        )}
        <Form<FastValues> form={form} name="goods-fast" layout={isPhone ? 'vertical' : undefined} initialValues={INITIAL} onValuesChange={onValuesChange} disabled={save.saving}>
          {draft.ui}
          {/* Paste lands in a cell's input and bubbles here, where the cell's row and column are read. */}
          <div onPaste={onPaste} className="goods-fast-grid">
            <Form.List name="rows">
              {(fields, { add, remove }) => {
                const grid = { fields, rule, param, disabled: save.saving, onRemove: (i: number) => removeRow(i, remove, add) };
                return (
                  <>
                    {isPhone ? (
                      <FastCards {...grid} />
                    ) : (
                      <LazyBoundary fallback={<Spin />}>
                        <FastTable {...grid} />
                      </LazyBoundary>
                    )}
                    <Space wrap className="goods-fast-actions">
                      <Button icon={<PlusOutlined />} disabled={save.saving || fields.length >= MAX_ROWS} onClick={() => addRows(Math.min(START_ROWS, MAX_ROWS - fields.length))}>
                        {t('goodsFast.addRows', { count: Math.min(START_ROWS, MAX_ROWS - fields.length) })}
                      </Button>
                      <Button disabled={save.saving} onClick={() => void clear()}>
                        {t('goodsFast.clear')}
                      </Button>
                    </Space>
                  </>
                );
              }}
            </Form.List>
          </div>
        </Form>
      </Card>
    </div>
  );
}
