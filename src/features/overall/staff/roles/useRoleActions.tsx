/**
 * The role list's words and calls on the named-list kit (src/components/namedList): new, rename and
 * delete of a position role [ROLES-03..14]. The name follows roleNameRule (required, at most 20);
 * a role that staff still hold cannot be deleted (server/routes/overall/staff/roles.ts): its holders are read
 * first (getStaffGroup) and named instead of asking '确认删除 {role} 岗位角色?'.
 */
import { useT } from '../../../../app/useT';
import { api } from '../../../../api/client';
import { ROLE_NAME_MAX } from '../../../../common/rightsTree';
import { DeleteGrp, EditGrpName, GetStaffGroup, NewGrp, type RoleGroup } from '../../../../common/roles';
import { roleNameRule } from '../../../../common/validation';
import type { NamedItem, NamedListText } from '../../../../components/namedList/NamedList';
import { useNamedActions, type NamedActions } from '../../../../components/namedList/useNamedActions';

/** A role as an item of the list. */
export const roleItem = (role: RoleGroup): NamedItem => ({ id: role.group_id, name: role.group_name, count: role.staff_count });

/** The names of the staff holding the role now. */
async function holdersOf(item: NamedItem): Promise<string[]> {
  const reply = await api.call(GetStaffGroup);
  const staff = reply.data.find((g) => g.group_id === item.id)?.staff ?? [];
  return staff.map((m) => m.full_name || m.nick_name || m.login_name);
}

export function useRoleListText(): NamedListText {
  const t = useT();
  return {
    title: t('route.staff.group'),
    newItem: t('roles.new'),
    rename: t('roles.rename'),
    remove: t('roles.delete'),
    empty: t('roles.empty'),
    pick: t('roles.pick'),
    count: (count) => t('roles.staffCount', { count }),
  };
}

interface RoleActionsOptions {
  onSaved: (groupId: number) => void;
  onDeleted: (groupId: number) => void;
  /** A delete was refused because the role is held: the list's staff counts are out of date. */
  onHoldersChanged?: () => void;
}

export function useRoleActions({ onSaved, onDeleted, onHoldersChanged }: RoleActionsOptions): NamedActions {
  const t = useT();
  return useNamedActions({
    text: {
      newTitle: t('roles.newTitle'),
      renameTitle: t('roles.renameTitle'),
      nameLabel: t('roles.name'),
      namePlaceholder: t('roles.namePlaceholder'),
      created: t('roles.created'),
      renamed: t('roles.renamed'),
      deleted: t('roles.deleted'),
      deleteConfirm: (item) => t('roles.deleteConfirm', { role: item.name }),
      membersTitle: (item) => t('roles.holdersTitle', { role: item.name }),
      membersText: (count, names) => t('roles.holdersText', { count, names }),
    },
    maxLength: ROLE_NAME_MAX,
    rule: roleNameRule,
    // Silent: the dialog shows a refused name in its field ('{name} 名称已存在!', '名称无修改'), and a
    // role still held (10008, RoleInUseReply) is named with its holders by the kit.
    create: async (name) => (await api.call(NewGrp, { grpName: name }, { silent: true })).grpID,
    rename: async (item, name) => void (await api.call(EditGrpName, { grpID: item.id, grpName: name }, { silent: true })),
    remove: async (item) => void (await api.call(DeleteGrp, { grpID: item.id }, { silent: true })),
    membersOf: holdersOf,
    onSaved,
    onDeleted,
    onMembersChanged: onHoldersChanged,
  });
}
