/**
 * The goods class picker of the goods pages: `GoodsClassSelect`, the class tree as a tree select, a
 * class shown by its path ('板材/颗粒板'); `classTreeData`, that tree's data, for a TreeSelect or
 * Cascader of one's own. A module of its own, so the list can load it after its first paint.
 */
import { TreeSelect } from 'antd';
import { useMemo } from 'react';
import type { GoodsClassNode } from '../../../common/goods';

export interface ClassTreeOption {
  value: number;
  title: string;
  /** The path from the top, shown once chosen. */
  path: string;
  children: ClassTreeOption[];
}

/** The class tree as TreeSelect / Cascader data. */
export function classTreeData(nodes: readonly GoodsClassNode[], parentPath = ''): ClassTreeOption[] {
  return nodes.map((n) => {
    const path = parentPath ? `${parentPath}/${n.class_name}` : n.class_name;
    return { value: n.class_id, title: n.class_name, path, children: classTreeData(n.children, path) };
  });
}

interface GoodsClassSelectProps {
  classes: readonly GoodsClassNode[];
  value?: number;
  onChange?: (classId: number) => void;
  id?: string;
  placeholder?: string;
  loading?: boolean;
  /** A clear button (a filter's "every class"): clearing gives 0. */
  allowClear?: boolean;
  'aria-label'?: string;
  style?: React.CSSProperties;
}

/** One class of the tree, any level, found by typing part of its path. 0 is none. */
export function GoodsClassSelect({ classes, value, onChange, id, placeholder, loading, allowClear, style, ...rest }: GoodsClassSelectProps) {
  const treeData = useMemo(() => classTreeData(classes), [classes]);
  return (
    <TreeSelect
      id={id}
      aria-label={rest['aria-label']}
      treeData={treeData}
      value={value || undefined}
      onChange={(classId?: number) => onChange?.(classId ?? 0)}
      treeNodeLabelProp="path"
      treeDefaultExpandAll
      allowClear={allowClear}
      loading={loading}
      placeholder={placeholder}
      style={{ width: '100%', ...style }}
      showSearch={{ treeNodeFilterProp: 'path' }}
      popupMatchSelectWidth={false}
    />
  );
}
