/**
 * Position roles and their rights (SPEC.md section 7, "Roles and rights"; server/routes/roles.ts).
 *
 * The name calls (newGrp, editGrpName) are silent: the role dialog shows the server's message in its
 * name field ('{name} 名称已存在!', '名称无修改'). The others use the default instance, so a refusal
 * (a role still held by staff, a right the editor does not hold) shows in the '错误信息' dialog.
 */
import type { ApiReply } from '../common/api';
import type { CadFunctionDef } from '../common/cadFunctions';
import type { RightsType } from '../common/rights';
import type { CadFunction, RightsTree } from '../common/rightsTree';
import { api, apiNoError } from './client';

/** A position role [ROLES-41]; staff_count is how many staff hold it. */
export interface RoleGroup {
  group_id: number;
  group_name: string;
  staff_count?: number;
}

/** POST /shopStaff-ajaxGroup [API-ROLE-01]. */
export const ajaxGroup = () => api.post<ApiReply<{ data: RoleGroup[] }>>('/shopStaff-ajaxGroup');

/** POST /ShopStaff-newGrp [API-ROLE-02]; silent. */
export const newGrp = (grpName: string) => apiNoError.post<ApiReply<{ grpID: number }>>('/ShopStaff-newGrp', { grpName });

/** POST /ShopStaff-editGrpName [API-ROLE-03]; silent. */
export const editGrpName = (grpID: number, grpName: string) => apiNoError.post<ApiReply>('/ShopStaff-editGrpName', { grpID, grpName });

/** POST /ShopStaff-deleteGrp [API-ROLE-04]. */
export const deleteGrp = (grpID: number) => api.post<ApiReply>('/ShopStaff-deleteGrp', { grpID });

export interface GroupRightsReply {
  group_id: number;
  group_name: string;
  /** Tab 1 (ERP, rightsType 1). */
  rightsPlat: RightsTree;
  /** Tab 2 (production MES, rightsType 2). */
  rightsErp: RightsTree;
  /** Tab 3 (WebCAD, rightsType 3). */
  rightsCad: RightsTree;
  cad_functions: CadFunction[];
}

/** POST /ShopStaff-getGrpRights with ver=2 [API-ROLE-05]. */
export const getGrpRights = (grpID: number) => api.post<ApiReply<GroupRightsReply>>('/ShopStaff-getGrpRights', { grpID, ver: 2 });

/** POST /ShopStaff-editGrpRightsNew [API-ROLE-06]: grpRights is '0', '-1' or a comma list of fids. */
export const editGrpRightsNew = (grpID: number, grpRights: string, rightsType: RightsType) =>
  api.post<ApiReply>('/ShopStaff-editGrpRightsNew', { grpID, grpRights, rightsType });

/** POST /ShopStaff-setCADFunc [API-ROLE-07]: cadFuncs is '0' or the comma list of denied commands. */
export const setCADFunc = (groupID: number, cadFuncs: string) => api.post<ApiReply>('/ShopStaff-setCADFunc', { groupID, cadFuncs });

/** POST /ShopStaff-getCADFunc [API-ROLE-08]: the stored value ('0', '-1' or denied commands) and the list with ck. */
export const getCADFunc = (groupID: number) => api.post<ApiReply<{ value: string; cad_functions: CadFunction[] }>>('/ShopStaff-getCADFunc', { groupID });

/** POST /ShopStaff-getCADFuncList [API-ROLE-09]. */
export const getCADFuncList = () => api.post<ApiReply<{ data: CadFunctionDef[] }>>('/ShopStaff-getCADFuncList');

export interface MyAuthReply {
  platRights: RightsTree;
  erpRights: RightsTree;
  cadRights: RightsTree;
  cadFunctions: CadFunction[];
}

/** POST /ShopStaff-ajaxMyAuth with ver=2 [API-ROLE-10]. */
export const ajaxMyAuth = () => api.post<ApiReply<MyAuthReply>>('/ShopStaff-ajaxMyAuth', { ver: 2 });

export interface StaffGroupMember {
  user_id: number;
  login_name: string;
  nick_name: string;
  full_name: string;
}

/** POST /ShopStaff-getStaffGroup [API-ROLE-11]: each role with the staff holding it. */
export const getStaffGroup = () =>
  api.post<ApiReply<{ data: (RoleGroup & { staff: StaffGroupMember[] })[] }>>('/ShopStaff-getStaffGroup');
