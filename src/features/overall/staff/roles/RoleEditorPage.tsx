/**
 * /staff/group, SF_GROUP_QUERY [ROLES-01]: the shop's position roles on the left (a picker above the
 * panel on phones) and the selected role's rights on the right.
 */
import { useCallback, useRef, useState } from 'react';
import { api } from '../../../../api/client';
import { useRequest } from '../../../../api/useRequest';
import { confirmDialog } from '../../../../app/feedback';
import { useT } from '../../../../app/useT';
import { AjaxGroup } from '../../../../common/roles';
import { PageHeader } from '../../../../components/PageHeader';
import { useRight } from '../../../../components/RequireRight';
import { useLayoutKind } from '../../../../components/useViewport';
import { RightsPanel } from './RightsPanel';
import { NamedListCard, NamedListPicker, type NamedListProps } from '../../../../components/namedList/NamedList';
import { roleItem, useRoleActions, useRoleListText } from './useRoleActions';
import './roles.css';

export default function RoleEditorPage() {
  const t = useT();
  // Below desktop widths the roles become a picker above the rights, which need the full width.
  const compact = useLayoutKind() !== 'desktop';
  const rights = {
    canNew: useRight('SF_GROUP_NEW'),
    canRename: useRight('SF_GROUP_NAME_EDIT'),
    canDelete: useRight('SF_GROUP_DELETE'),
  };
  const canEditRights = useRight('SF_GROUP_RIGHTS_EDIT');

  const groups = useRequest(() => api.call(AjaxGroup));
  const roles = groups.data?.data ?? [];
  const [wantedId, setWantedId] = useState<number>();
  const selected = roles.find((r) => r.group_id === wantedId) ?? roles[0];

  // Unsaved rights changes: ask before leaving them for another role.
  const dirty = useRef(false);
  const onDirtyChange = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);
  async function select(groupId: number) {
    if (groupId === selected?.group_id) return;
    if (dirty.current && !(await confirmDialog({ title: t('roles.discardConfirm') }))) return;
    setWantedId(groupId);
  }

  const reload = () => groups.run().catch(() => undefined);
  const actions = useRoleActions({
    onSaved: (groupId) => {
      setWantedId(groupId);
      void reload();
    },
    onDeleted: () => void reload(),
    onHoldersChanged: () => void reload(),
  });

  const text = useRoleListText();
  const listProps: NamedListProps = {
    items: roles.map(roleItem),
    loading: groups.loading,
    selectedId: selected?.group_id,
    onSelect: (id) => void select(id),
    ...rights,
    onNew: actions.openNew,
    onRename: actions.openRename,
    onDelete: (item) => void actions.confirmDelete(item),
    text,
  };

  return (
    <div className="roles-page">
      <PageHeader />
      <div className={`roles-layout${compact ? ' is-compact' : ''}`}>
        {compact ? <NamedListPicker {...listProps} /> : <NamedListCard {...listProps} />}
        {selected && <RightsPanel key={selected.group_id} role={selected} canEdit={canEditRights} onDirtyChange={onDirtyChange} />}
      </div>
      {actions.dialog}
    </div>
  );
}
