/**
 * Industry or supply classes to pick several of: the parents group their classes, a chosen class
 * shows as 'parent/child' ([SHOP-09]). The value is the chosen class ids.
 */
import { TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useT } from '../../../../app/useT';

export interface ClassParent {
  class_id: number;
  class_name: string;
  under: readonly { class_id: number; class_name: string }[];
}

interface ClassPickerProps {
  tree: readonly ClassParent[];
  value?: number[];
  onChange?: (ids: number[]) => void;
  disabled?: boolean;
  loading?: boolean;
  id?: string;
}

export function ClassPicker({ tree, value, onChange, disabled, loading, id }: ClassPickerProps) {
  const t = useT();
  const treeData = useMemo(
    () =>
      tree.map((p) => ({
        // Parents and classes share no ids in one tree; the prefix keeps a parent from reading as a class.
        value: `p${p.class_id}`,
        title: p.class_name,
        tag: p.class_name,
        children: p.under.map((c) => ({ value: c.class_id, title: c.class_name, tag: `${p.class_name}/${c.class_name}` })),
      })),
    [tree],
  );
  return (
    <TreeSelect
      id={id}
      treeData={treeData}
      value={value}
      onChange={(ids: (number | string)[]) => onChange?.(ids.filter((x): x is number => typeof x === 'number'))}
      treeCheckable
      showCheckedStrategy={TreeSelect.SHOW_CHILD}
      treeNodeLabelProp="tag"
      treeDefaultExpandAll
      disabled={disabled}
      loading={loading}
      placeholder={t('shop.placeholder.classes')}
      style={{ width: '100%' }}
      showSearch={{ treeNodeFilterProp: 'tag' }}
    />
  );
}
