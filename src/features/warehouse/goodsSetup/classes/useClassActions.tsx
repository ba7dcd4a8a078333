/**
 * New (at the top or under a class), rename and delete of goods classes on the named-list kit's
 * dialogs (src/components/namedList/useNamedActions.tsx): the shared name rule, a taken name shown
 * in the field, the delete confirmation. A class that still has subcategories or goods is refused by
 * the server, whose message says how many of each; one a price list names is refused with the
 * lists (`holders`), which the kit's dialog names.
 */
import { useState, type ReactNode } from 'react';
import { api } from '../../../../api/client';
import { useT } from '../../../../app/useT';
import { AddGoodsClass, classNameRule, DelGoodsClass, EditGoodsClass, GOODS_LIMITS } from '../../../../common/goods';
import type { NamedItem } from '../../../../components/namedList/NamedList';
import { useNamedActions } from '../../../../components/namedList/useNamedActions';
import type { ClassEntry } from './classTree';

/** A class as the kit's dialogs take it. */
export const classItem = (entry: ClassEntry): NamedItem => ({ id: entry.node.class_id, name: entry.node.class_name, count: entry.node.goods_count });

export interface ClassActions {
  /** New class under `parent`, or at the top. */
  openNew: (parent: ClassEntry | null) => void;
  openRename: (entry: ClassEntry) => void;
  confirmDelete: (entry: ClassEntry) => Promise<void>;
  dialog: ReactNode;
}

export interface ClassActionEvents {
  /** `parentId`: where a new class was put (0 at the top, and after a rename). */
  onSaved: (id: number, parentId: number) => void;
  onDeleted: (id: number) => void;
  reload: () => void;
}

export function useClassActions(on: ClassActionEvents): ClassActions {
  const t = useT();
  // The parent of the class the name dialog creates: read by `create` when the dialog is confirmed.
  const [parent, setParent] = useState<ClassEntry | null>(null);
  const actions = useNamedActions({
    text: {
      newTitle: parent ? t('goodsSetup.class.newChildTitle', { parent: parent.node.class_name }) : t('goodsSetup.class.newTopTitle'),
      renameTitle: t('goodsSetup.class.renameTitle'),
      nameLabel: t('goodsSetup.class.name'),
      namePlaceholder: t('goodsSetup.class.namePlaceholder'),
      created: t('goods.classCreated'),
      renamed: t('goods.classSaved'),
      deleted: t('goods.classDeleted'),
      deleteConfirm: (item) => t('goodsSetup.class.deleteConfirm', { name: item.name }),
      membersTitle: (item) => t('goodsSetup.class.heldTitle', { name: item.name }),
      membersText: (count, names) => t('goodsSetup.class.heldText', { count, names }),
    },
    maxLength: GOODS_LIMITS.class_name,
    rule: classNameRule,
    // Silent: a refused name shows in the dialog's field; a refused delete is shown by the kit.
    create: async (name) => (await api.call(AddGoodsClass, { class_name: name, parent_id: parent?.node.class_id ?? 0 }, { silent: true })).class_id,
    rename: async (item, name) => void (await api.call(EditGoodsClass, { class_id: item.id, class_name: name }, { silent: true })),
    remove: async (item) => void (await api.call(DelGoodsClass, { class_id: item.id }, { silent: true })),
    onSaved: (id) => on.onSaved(id, parent?.node.class_id ?? 0),
    onDeleted: on.onDeleted,
    // A refusal naming price lists: the tree's counts may have changed meanwhile.
    onMembersChanged: on.reload,
  });
  return {
    openNew: (under) => {
      setParent(under);
      actions.openNew();
    },
    openRename: (entry) => {
      setParent(null);
      actions.openRename(classItem(entry));
    },
    confirmDelete: (entry) => actions.confirmDelete(classItem(entry)),
    dialog: actions.dialog,
  };
}
