/**
 * The goods list (/goods, SF2_ERP_GOODS_LIST): the shop's goods filtered by class (with its
 * sub-classes), state and a keyword over number, name and barcode, all in the URL, sortable, a table
 * on wide screens and cards on a phone. New and edit open the goods drawer; stop/resume and delete
 * are one click from the row, each shown only with its right; the filtered goods export to .xlsx
 * (the server writes them, ErpGoods-exportGoods) and an .xlsx imports (GoodsImportDialog).
 */
import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Card, Select, Space, Tag, Typography } from 'antd';
import { lazy, useState } from 'react';
import { api } from '../../../api/client';
import { useRequest } from '../../../api/useRequest';
import { useT } from '../../../app/useT';
import { DelGoods, ExportGoods, GetGoodsClass, GOODS_KIND_LABEL, GOODS_KINDS, GoodsState, SetGoodsState, type GoodsRecord } from '../../../common/goods';
import { GOODS_LIST_COLUMNS } from '../../../common/goodsColumns';
import { fitWidth, textWidth } from '../../../components/list/columnWidth';
import { RowActions, rowActionsWidth, type RowAction } from '../../../components/list/RowActions';
import { useDeclaredColumns } from '../../../components/list/declare';
import { choiceField, textField } from '../../../components/list/fields';
import { useConfirmedAction } from '../../../components/list/useConfirmedAction';
import { SearchActions } from '../../../components/list/SearchActions';
import { ListToolbar } from '../../../components/list/ListToolbar';
import { ListEmpty } from '../../../components/list/ListEmpty';
import { ResponsiveList } from '../../../components/list/ResponsiveList';
import { useColumnSettings } from '../../../components/list/useColumnSettings';
import { usePagedQuery, type PagedQuery } from '../../../components/list/usePagedQuery';
import { LazyBoundary } from '../../../components/Lazy';
import { PageHeader } from '../../../components/PageHeader';
import { useRight } from '../../../components/RequireRight';
import { SearchBar } from '../../../components/SearchBar';
import { useIsPhone } from '../../../components/useViewport';
import type { GoodsDrawerTarget } from './GoodsDrawer';
import { goodsFilterParam, GOODS_LIST, STATE_FILTER, type GoodsFilters } from './goodsList';
import './goods.css';

// Shown on demand: loaded the first time they open, so the list arrives without them.
const GoodsDrawer = lazy(() => import(/* webpackChunkName: "goods-drawer" */ './GoodsDrawer').then((m) => ({ default: m.GoodsDrawer })));
// The class filter's tree select comes just after the page: until then an empty choice stands in.
const GoodsClassSelect = lazy(() => import(/* webpackChunkName: "goods-class-select" */ './GoodsClassSelect').then((m) => ({ default: m.GoodsClassSelect })));
const GoodsImportDialog = lazy(() => import(/* webpackChunkName: "goods-import" */ './GoodsImportDialog').then((m) => ({ default: m.GoodsImportDialog })));

const ID = 'goods-list';

function useGoodsRights() {
  return {
    create: useRight('SF2_ERP_GOODS_ADD'),
    edit: useRight('SF2_ERP_GOODS_EDIT'),
    remove: useRight('SF2_ERP_GOODS_DELETE'),
  };
}

function GoodsFiltersBar({ list }: { list: PagedQuery<GoodsFilters, GoodsRecord> }) {
  const t = useT();
  const isPhone = useIsPhone();
  const classes = useRequest(() => api.call(GetGoodsClass));
  const classLabel = t('goodsList.filter.class');
  return (
    <SearchBar
      onSubmit={list.search}
      defaultExpanded={!isPhone}
      fields={[
        textField(list, ID, 'keyword', t('goodsList.filter.keyword'), { maxLength: 40, placeholder: t('goodsList.filter.keywordPlaceholder') }),
        {
          key: 'classId',
          label: classLabel,
          htmlFor: `${ID}-classId`,
          node: (
            <LazyBoundary fallback={<Select id={`${ID}-classId`} disabled placeholder={t('goodsList.filter.allClasses')} style={{ minWidth: 180 }} />}>
              <GoodsClassSelect
                id={`${ID}-classId`}
                classes={classes.data?.data ?? []}
                loading={classes.loading}
                value={list.draft.classId}
                onChange={(classId) => list.setDraft({ classId })}
                allowClear
                placeholder={t('goodsList.filter.allClasses')}
                style={{ minWidth: 180 }}
              />
            </LazyBoundary>
          ),
        },
      ]}
      more={[
        choiceField(list, ID, 'state', t('goodsList.filter.state'), t('goodsList.filter.allStates'), [
          { value: STATE_FILTER.onSale, label: t('goods.state.onSale') },
          { value: STATE_FILTER.stopped, label: t('goods.state.stopped') },
        ]),
      ]}
      actions={<SearchActions list={list} />}
    />
  );
}

/** Stop/resume and delete, each after a confirmation, then the list reloads; a refusal is shown by the request layer. */
function useGoodsActions(reload: () => void) {
  const t = useT();
  const { busy, run: confirmed } = useConfirmedAction(reload);
  const run = (row: GoodsRecord, question: string, call: () => Promise<unknown>, done: string) => confirmed(row.goods_id, question, call, done);
  return {
    busy,
    toggle: (row: GoodsRecord) =>
      row.state === GoodsState.onSale
        ? run(row, t('goodsList.confirm.stop', { name: row.goods_name }), () => api.call(SetGoodsState, { goods_id: row.goods_id, state: GoodsState.stopped }), t('goodsList.stopped'))
        : run(row, t('goodsList.confirm.resume', { name: row.goods_name }), () => api.call(SetGoodsState, { goods_id: row.goods_id, state: GoodsState.onSale }), t('goodsList.resumed')),
    remove: (row: GoodsRecord) => run(row, t('goodsList.confirm.delete', { name: row.goods_name }), () => api.call(DelGoods, { goods_id: row.goods_id }), t('goodsList.deleted')),
  };
}

/** The row's actions: edit at hand; stop/resume and delete (which ask first) under "more". */
function goodsRowActions(row: GoodsRecord, rights: ReturnType<typeof useGoodsRights>, t: ReturnType<typeof useT>, open: (target: GoodsDrawerTarget) => void, actions: ReturnType<typeof useGoodsActions>): RowAction[] {
  const disabled = actions.busy === row.goods_id;
  const all: (RowAction | false)[] = [
    rights.edit && { key: 'edit', label: t('goodsList.edit'), disabled, onClick: () => open({ mode: 'edit', row }) },
    rights.edit && { key: 'toggle', label: t(row.state === GoodsState.onSale ? 'goodsList.stop' : 'goodsList.resume'), disabled, onClick: () => void actions.toggle(row) },
    rights.remove && { key: 'delete', label: t('goodsList.delete'), danger: true, disabled, onClick: () => void actions.remove(row) },
  ];
  return all.filter((a): a is RowAction => Boolean(a));
}

/** Actions shown beside the menu: one keeps the list's columns on a laptop's width in English. */
const INLINE_ACTIONS = 1;

function useGoodsColumns(open: (target: GoodsDrawerTarget) => void, actions: ReturnType<typeof useGoodsActions>) {
  const t = useT();
  const rights = useGoodsRights();
  // In the order the row shows them; stop or resume, whichever is longer in this language.
  const toggle = textWidth(t('goodsList.resume')) > textWidth(t('goodsList.stop')) ? t('goodsList.resume') : t('goodsList.stop');
  const labels = [rights.edit && t('goodsList.edit'), rights.edit && toggle, rights.remove && t('goodsList.delete')].filter((l): l is string => Boolean(l));
  const columns = useDeclaredColumns(GOODS_LIST_COLUMNS, {
    goods_name: {
      render: (_: unknown, row: GoodsRecord) => (
        <span className="goods-name">
          <span className="goods-name-text">{row.goods_name}</span>
          {row.spec ? (
            <Typography.Text type="secondary" className="goods-spec">
              {row.spec}
            </Typography.Text>
          ) : null}
        </span>
      ),
    },
    // The longest kind name in the language shown ('Edge banding' is wider than '封边条').
    kind: { width: fitWidth(GOODS_KINDS.map((kind) => textWidth(t(GOODS_KIND_LABEL[kind])))) },
    state: { render: (_: unknown, row: GoodsRecord) => <Tag color={row.state === GoodsState.onSale ? 'green' : undefined}>{t(row.state === GoodsState.onSale ? 'goods.state.onSale' : 'goods.state.stopped')}</Tag> },
    actions: {
      fixed: 'right',
      width: Math.max(fitWidth([textWidth(t('goods.col.actions'))]), rowActionsWidth(labels, INLINE_ACTIONS)),
      render: (_: unknown, row: GoodsRecord) => <RowActions name={row.goods_name} inline={INLINE_ACTIONS} actions={goodsRowActions(row, rights, t, open, actions)} />,
    },
  });
  return labels.length ? columns : columns.filter((c) => c.key !== 'actions');
}

export default function GoodsPage() {
  const t = useT();
  const rights = useGoodsRights();
  const list = usePagedQuery(GOODS_LIST);
  const [drawer, setDrawer] = useState<GoodsDrawerTarget | null>(null);
  const [importing, setImporting] = useState(false);
  const actions = useGoodsActions(list.reload);
  const settings = useColumnSettings('goods', useGoodsColumns(setDrawer, actions));
  // The applied filters and order, not the inputs' draft: the file holds what the list shows.
  const exportRows = async () => {
    await api.download(ExportGoods, { param: goodsFilterParam(list.query.filters, list.query.order) }, { fileName: 'goods.xlsx' });
  };
  return (
    <div className="goods-page page-stack">
      <PageHeader
        extra={
          rights.create ? (
            <Space wrap>
              <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
                {t('goodsList.import')}
              </Button>
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setDrawer({ mode: 'new' })}>
                {t('goodsList.new')}
              </Button>
            </Space>
          ) : null
        }
      />
      <Card size="small">
        <GoodsFiltersBar list={list} />
      </Card>
      <Card size="small">
        <ListToolbar settings={settings} onExport={exportRows} />
        <ResponsiveList<GoodsRecord>
          {...list.view}
          columns={settings.columns}
          density={settings.density}
          empty={<ListEmpty list={list} noMatch={t('goodsList.noMatch')} clear={t('goodsList.clearFilters')} empty={t('goodsList.empty')} />}
          testIds={{ cards: 'goods-cards', card: 'goods-card' }}
        />
      </Card>
      <LazyBoundary fallback={null}>
        {drawer && (
          <GoodsDrawer
            target={drawer}
            onClose={() => setDrawer(null)}
            onSaved={() => {
              setDrawer(null);
              list.reload();
            }}
          />
        )}
        {importing && (
          <GoodsImportDialog
            onClose={() => setImporting(false)}
            onImported={() => {
              setImporting(false);
              list.reload();
            }}
          />
        )}
      </LazyBoundary>
    </div>
  );
}
