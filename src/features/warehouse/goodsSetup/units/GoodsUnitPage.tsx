/**
 * The units of measure (/goods/unit, SF_DEPOT_UNIT_QUERY; REQUIREMENTS API-GOODS-03): each unit with
 * how many goods are sold in it, a table on wide screens and cards on a phone. New, rename and delete
 * need SF_DEPOT_UNIT_EDIT and use the named-list kit's dialogs (src/components/namedList): the shared
 * name rule, a taken name shown in the field; a unit goods are still sold in is refused by the
 * server, which names them all (`holders`) — the kit's dialog says how many and which.
 *
 * The kit's list card is a side picker (one item chosen beside a panel); a page that is only the
 * list shows it as the product's other lists do.
 */
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Space } from 'antd';
import { api } from '../../../../api/client';
import { useRequest } from '../../../../api/useRequest';
import { useT } from '../../../../app/useT';
import { AddUnit, AjaxGetUnit, DelUnit, EditUnit, GOODS_LIMITS, unitNameRule, type GoodsUnit } from '../../../../common/goods';
import { actionColumnWidth } from '../../../../components/list/columnWidth';
import { ResponsiveList, type ListColumn } from '../../../../components/list/ResponsiveList';
import type { NamedItem } from '../../../../components/namedList/NamedList';
import { useNamedActions, type NamedActions } from '../../../../components/namedList/useNamedActions';
import { PageHeader } from '../../../../components/PageHeader';
import { useRight } from '../../../../components/RequireRight';
import '../goodsSetup.css';

const unitItem = (unit: GoodsUnit): NamedItem => ({ id: unit.unit_id, name: unit.unit_name, count: unit.goods_count });

function useUnitActions(reload: () => void): NamedActions {
  const t = useT();
  return useNamedActions({
    text: {
      newTitle: t('goodsSetup.unit.newTitle'),
      renameTitle: t('goodsSetup.unit.renameTitle'),
      nameLabel: t('goodsSetup.unit.name'),
      namePlaceholder: t('goodsSetup.unit.namePlaceholder'),
      created: t('goods.unitCreated'),
      renamed: t('goods.unitRenamed'),
      deleted: t('goods.unitDeleted'),
      deleteConfirm: (item) => t('goodsSetup.unit.deleteConfirm', { name: item.name }),
      membersTitle: (item) => t('goodsSetup.unit.heldTitle', { name: item.name }),
      membersText: (count, names) => t('goodsSetup.unit.heldText', { count, names }),
    },
    maxLength: GOODS_LIMITS.unit_name,
    rule: unitNameRule,
    // Silent: a refused name shows in the dialog's field; a unit in use is named by the kit.
    create: async (name) => (await api.call(AddUnit, { unit_name: name }, { silent: true })).unit_id,
    rename: async (item, name) => void (await api.call(EditUnit, { unit_id: item.id, unit_name: name }, { silent: true })),
    remove: async (item) => void (await api.call(DelUnit, { unit_id: item.id }, { silent: true })),
    onSaved: reload,
    onDeleted: reload,
    // Goods were given the unit since the list was read: its count is out of date.
    onMembersChanged: reload,
  });
}

function useUnitColumns(canEdit: boolean, actions: NamedActions): ListColumn<GoodsUnit>[] {
  const t = useT();
  const columns: ListColumn<GoodsUnit>[] = [
    { key: 'name', title: t('goodsSetup.unit.col.name'), width: 200, card: 'title', render: (_: unknown, row) => <span className="goods-unit-name">{row.unit_name}</span> },
    { key: 'goods', title: t('goodsSetup.unit.col.goods'), width: 140, card: 'extra', render: (_: unknown, row) => t('goodsSetup.unit.goodsCount', { count: row.goods_count }) },
  ];
  if (!canEdit) return columns;
  const rename = t('goodsSetup.unit.rename');
  const remove = t('goodsSetup.unit.delete');
  columns.push({
    key: 'actions',
    title: t('goodsSetup.unit.col.actions'),
    width: Math.max(120, actionColumnWidth([rename, remove], { icon: true })),
    fixed: 'right',
    card: 'actions',
    render: (_: unknown, row) => (
      <Space size={0} wrap>
        <Button type="link" size="small" icon={<EditOutlined />} onClick={() => actions.openRename(unitItem(row))} aria-label={`${rename} ${row.unit_name}`}>
          {rename}
        </Button>
        <Button type="link" size="small" danger icon={<DeleteOutlined />} onClick={() => void actions.confirmDelete(unitItem(row))} aria-label={`${remove} ${row.unit_name}`}>
          {remove}
        </Button>
      </Space>
    ),
  });
  return columns;
}

export default function GoodsUnitPage() {
  const t = useT();
  const canEdit = useRight('SF_DEPOT_UNIT_EDIT');
  const units = useRequest(() => api.call(AjaxGetUnit));
  const actions = useUnitActions(() => void units.reload());
  const columns = useUnitColumns(canEdit, actions);
  const rows = units.data?.data ?? [];
  return (
    <div className="goods-unit-page page-stack">
      <PageHeader
        extra={
          canEdit ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={actions.openNew}>
              {t('goodsSetup.unit.new')}
            </Button>
          ) : null
        }
      />
      <Card size="small">
        <ResponsiveList<GoodsUnit>
          rows={rows}
          rowKey={(row) => row.unit_id}
          loading={units.loading}
          total={rows.length}
          page={1}
          pageSize={Math.max(rows.length, 1)}
          onPageChange={() => undefined}
          unpaged
          columns={columns}
          empty={t('goodsSetup.unit.empty')}
          testIds={{ cards: 'goods-unit-cards', card: 'goods-unit-card' }}
        />
      </Card>
      {actions.dialog}
    </div>
  );
}
