/**
 * The org page's department list on the named-list kit [ORG-01..15]: My team (the whole shop, id 0
 * being its default department) first, then the departments with their on-the-job staff counts;
 * new (SF_DEP_NEW), rename (SF_DEP_EDIT) and delete (SF_DEP_DELETE) in dialogs. A department that
 * still has staff (on the job or left) is named with them instead of asking to delete it; should
 * someone join meanwhile, the server's refusal names them the same way.
 */
import { api } from '../../../../api/client';
import { useT } from '../../../../app/useT';
import { MY_TEAM_DEPARTMENT_ID } from '../../../../common/constants';
import { DeleteDep, EditDep, GetStaff, NewDep, StaffState, type Department } from '../../../../common/staff';
import { DEPARTMENT_NAME_MAX, departmentNameRule } from '../../../../common/staffRules';
import type { NamedItem, NamedListText } from '../../../../components/namedList/NamedList';
import { useNamedActions, type NamedActions } from '../../../../components/namedList/useNamedActions';
import { useRight } from '../../../../components/RequireRight';
import { ALL_DEPARTMENTS } from './staffList';
import { personName } from './useStaffActions';

/** Everyone still in the department, on the job or left: named before a delete is asked for. */
async function membersOf(item: NamedItem): Promise<string[]> {
  const [onJob, left] = await Promise.all([
    api.call(GetStaff, { param: { dep_id: item.id, master: 1, page_count: 100 } }),
    api.call(GetStaff, { param: { dep_id: item.id, state: StaffState.left, page_count: 100 } }),
  ]);
  return [...onJob.staff, ...left.staff].map(personName);
}

/** My team (the whole shop) first, then the departments. */
export function departmentItems(departments: readonly Department[], myTeam: string): NamedItem[] {
  const total = departments.reduce((sum, d) => sum + d.staff_count, 0);
  return [
    { id: ALL_DEPARTMENTS, name: myTeam, count: total, fixed: true },
    ...departments.filter((d) => d.department_id !== MY_TEAM_DEPARTMENT_ID).map((d) => ({ id: d.department_id, name: d.department_name, count: d.staff_count })),
  ];
}

export function useDepartmentListText(): NamedListText {
  const t = useT();
  return {
    title: t('route.staff.org'),
    newItem: t('staff.dep.new'),
    rename: t('staff.dep.rename'),
    remove: t('staff.dep.delete'),
    empty: t('staff.dep.empty'),
    pick: t('staff.dep.pick'),
    count: (count) => t('staff.dep.count', { count }),
  };
}

export function useDepartmentRights() {
  return { canNew: useRight('SF_DEP_NEW'), canRename: useRight('SF_DEP_EDIT'), canDelete: useRight('SF_DEP_DELETE') };
}

export function useDepartmentActions(on: { onSaved: (id: number) => void; onDeleted: (id: number) => void }): NamedActions {
  const t = useT();
  return useNamedActions({
    text: {
      newTitle: t('staff.dep.newTitle'),
      renameTitle: t('staff.dep.renameTitle'),
      nameLabel: t('staff.dep.name'),
      namePlaceholder: t('staff.dep.namePlaceholder'),
      created: t('staff.depCreated'),
      renamed: t('staff.depRenamed'),
      deleted: t('staff.depDeleted'),
      deleteConfirm: () => t('staff.dep.deleteConfirm'),
      membersTitle: (item) => t('staff.dep.membersTitle', { name: item.name }),
      membersText: (count, names) => t('staff.dep.membersText', { count, names }),
    },
    maxLength: DEPARTMENT_NAME_MAX,
    rule: departmentNameRule,
    // Silent: the dialog shows a refused name in its field, and a department with staff (10008,
    // holders) is named by the kit.
    create: async (name) => (await api.call(NewDep, { depName: name }, { silent: true })).depID,
    rename: async (item, name) => void (await api.call(EditDep, { depID: item.id, depName: name }, { silent: true })),
    remove: async (item) => void (await api.call(DeleteDep, { depID: item.id }, { silent: true })),
    membersOf,
    onSaved: on.onSaved,
    onDeleted: on.onDeleted,
  });
}
