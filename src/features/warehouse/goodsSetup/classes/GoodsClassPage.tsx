/**
 * The goods class tree (/goods/class, SF_DEPOTS_GOOD_CLASS_QUERY; REQUIREMENTS API-GOODS-09): every
 * class of the shop with how many goods it holds. A class is chosen in the tree (by click, or with
 * the arrow keys and Space), and the bar above the tree acts on it: a subcategory under it, rename,
 * move, delete — with SF_DEPOTS_GOOD_CLASS_EDIT, which also gives the top-level "new" button.
 *
 * One bar rather than buttons on every node: the tree stays one tab stop with the keyboard, and on a
 * phone each row keeps its width for the name while the actions stay in reach above it.
 */
import { DeleteOutlined, EditOutlined, NodeCollapseOutlined, NodeExpandOutlined, PlusOutlined, SwapOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Space, Tooltip, Tree, Typography } from 'antd';
import type { TreeDataNode } from 'antd';
import { useMemo, useState, type Key } from 'react';
import { api } from '../../../../api/client';
import { useRequest } from '../../../../api/useRequest';
import { useT } from '../../../../app/useT';
import { GetGoodsClass, MAX_CLASS_DEPTH, type GoodsClassNode } from '../../../../common/goods';
import { PageHeader } from '../../../../components/PageHeader';
import { PageLoading } from '../../../../components/PageLoading';
import { useRight } from '../../../../components/RequireRight';
import { canHaveChildren, indexClasses, parentIds, type ClassEntry } from './classTree';
import { MoveClassDialog } from './MoveClassDialog';
import { useClassActions, type ClassActions } from './useClassActions';
import '../goodsSetup.css';

const PATH_SEPARATOR = ' / ';

function ClassTitle({ node }: { node: GoodsClassNode }) {
  const t = useT();
  return (
    <span className="goods-class-node">
      <span className="goods-class-name">{node.class_name}</span>
      <span className="goods-class-count">{t('goodsSetup.class.goodsCount', { count: node.goods_count })}</span>
    </span>
  );
}

const toTreeData = (nodes: readonly GoodsClassNode[]): TreeDataNode[] =>
  nodes.map((node) => ({ key: node.class_id, title: <ClassTitle node={node} />, children: toTreeData(node.children) }));

/** What is chosen, and the actions on it (disabled until a class is chosen). */
function SelectionBar({ chosen, canEdit, actions, onMove }: { chosen: ClassEntry | undefined; canEdit: boolean; actions: ClassActions; onMove: (entry: ClassEntry) => void }) {
  const t = useT();
  const childAllowed = chosen ? canHaveChildren(chosen) : false;
  const newChild = (
    <Button icon={<PlusOutlined />} disabled={!chosen || !childAllowed} onClick={() => chosen && actions.openNew(chosen)}>
      {t('goodsSetup.class.newChild')}
    </Button>
  );
  return (
    <div className="goods-class-bar">
      <div className="goods-class-chosen" aria-live="polite">
        {chosen ? (
          <>
            <span className="goods-class-path">{t('goodsSetup.class.selected', { path: chosen.path.join(PATH_SEPARATOR) })}</span>
            <Typography.Text type="secondary">
              {t('goodsSetup.class.goodsCount', { count: chosen.node.goods_count })}
              {chosen.node.children.length > 0 && ` · ${t('goodsSetup.class.childCount', { count: chosen.node.children.length })}`}
            </Typography.Text>
          </>
        ) : (
          <Typography.Text type="secondary">{t('goodsSetup.class.noneSelected')}</Typography.Text>
        )}
      </div>
      {canEdit && (
        <Space wrap size={8} role="group" aria-label={t('goodsSetup.class.actionsLabel')} className="goods-class-actions">
          {chosen && !childAllowed ? <Tooltip title={t('goodsSetup.class.maxDepth', { max: MAX_CLASS_DEPTH })}>{newChild}</Tooltip> : newChild}
          <Button icon={<EditOutlined />} disabled={!chosen} onClick={() => chosen && actions.openRename(chosen)}>
            {t('goodsSetup.class.rename')}
          </Button>
          <Button icon={<SwapOutlined />} disabled={!chosen} onClick={() => chosen && onMove(chosen)}>
            {t('goodsSetup.class.move')}
          </Button>
          <Button danger icon={<DeleteOutlined />} disabled={!chosen} onClick={() => chosen && void actions.confirmDelete(chosen)}>
            {t('goodsSetup.class.delete')}
          </Button>
        </Space>
      )}
    </div>
  );
}

/** The rules in a line, and opening or closing every branch at once. */
function TreeTools({ onExpandAll, onCollapseAll }: { onExpandAll: () => void; onCollapseAll: () => void }) {
  const t = useT();
  return (
    <div className="goods-class-tools">
      <Typography.Text type="secondary" className="goods-class-hint">
        {t('goodsSetup.class.depthHint', { max: MAX_CLASS_DEPTH })} · {t('goodsSetup.class.keyboardHint')}
      </Typography.Text>
      <Space size={4}>
        <Button size="small" type="text" icon={<NodeExpandOutlined />} onClick={onExpandAll}>
          {t('goodsSetup.class.expandAll')}
        </Button>
        <Button size="small" type="text" icon={<NodeCollapseOutlined />} onClick={onCollapseAll}>
          {t('goodsSetup.class.collapseAll')}
        </Button>
      </Space>
    </div>
  );
}

/** The tree's open branches: all of them at first, then as the user leaves them. */
function useExpanded(index: ReadonlyMap<number, ClassEntry>) {
  // null until the user expands or collapses: every branch stays open, new ones included.
  const [expanded, setExpanded] = useState<Key[] | null>(null);
  const all = useMemo(() => parentIds(index), [index]);
  return {
    keys: expanded ?? all,
    set: setExpanded,
    open: (id: number) => setExpanded((keys) => (keys === null || keys.includes(id) ? keys : [...keys, id])),
    expandAll: () => setExpanded(null),
    collapseAll: () => setExpanded([]),
  };
}

export default function GoodsClassPage() {
  const t = useT();
  const canEdit = useRight('SF_DEPOTS_GOOD_CLASS_EDIT');
  const tree = useRequest(() => api.call(GetGoodsClass));
  const index = useMemo(() => indexClasses(tree.data?.data ?? []), [tree.data]);
  const expanded = useExpanded(index);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [moving, setMoving] = useState<ClassEntry | null>(null);
  const chosen = chosenId === null ? undefined : index.get(chosenId);
  const reload = () => void tree.reload();
  const actions = useClassActions({
    onSaved: (id, parentId) => {
      if (parentId) expanded.open(parentId);
      setChosenId(id);
      reload();
    },
    onDeleted: () => {
      setChosenId(null);
      reload();
    },
    reload,
  });

  const treeData = useMemo(() => toTreeData(tree.data?.data ?? []), [tree.data]);
  const newTop = canEdit ? (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => actions.openNew(null)}>
      {t('goodsSetup.class.newTop')}
    </Button>
  ) : null;
  return (
    <div className="goods-class-page page-stack">
      <PageHeader extra={newTop} />
      {!tree.data ? (
        <PageLoading failed={Boolean(tree.error) && !tree.loading} title={t('error.system.content')} retry={reload} />
      ) : (
        <Card size="small">
          <SelectionBar chosen={chosen} canEdit={canEdit} actions={actions} onMove={setMoving} />
          <TreeTools onExpandAll={expanded.expandAll} onCollapseAll={expanded.collapseAll} />
          {treeData.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('goodsSetup.class.empty')} />
          ) : (
            <Tree
              className="goods-class-tree"
              aria-label={t('goodsSetup.class.treeLabel')}
              blockNode
              showLine
              treeData={treeData}
              expandedKeys={expanded.keys}
              onExpand={(keys) => expanded.set(keys)}
              selectedKeys={chosen ? [chosen.node.class_id] : []}
              // Choosing the chosen class again keeps it chosen: the bar's actions do not vanish under the pointer.
              onSelect={(_keys, info) => setChosenId(Number(info.node.key))}
            />
          )}
        </Card>
      )}
      {actions.dialog}
      {moving && (
        <MoveClassDialog
          index={index}
          moving={moving}
          onClose={() => setMoving(null)}
          onMoved={(parentId) => {
            setMoving(null);
            if (parentId) expanded.open(parentId);
            reload();
          }}
        />
      )}
    </div>
  );
}
