/** Contracts of position roles and their rights (SPEC.md section 7, "Roles and rights"; REQUIREMENTS API-ROLE). */
import type { CadFunctionDef } from './cadFunctions';
import { post, type NoFields } from './contract';
import type { RightsType } from './rights';
import type { CadFunction, RightsTree } from './rightsTree';

/** A position role [ROLES-41]; staff_count is how many staff hold it. */
export interface RoleGroup {
  group_id: number;
  group_name: string;
  staff_count?: number;
}

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

export interface MyAuthReply {
  platRights: RightsTree;
  erpRights: RightsTree;
  cadRights: RightsTree;
  cadFunctions: CadFunction[];
}

export interface StaffGroupMember {
  user_id: number;
  login_name: string;
  nick_name: string;
  full_name: string;
}

export type RoleGroupWithStaff = RoleGroup & { staff: StaffGroupMember[] };

/** What a refused DeleteGrp (10008, staff still hold the role) carries besides err_msg: each holder's name. */
export interface RoleInUseReply {
  holders: string[];
}

/** [API-ROLE-01] */
export const AjaxGroup = post<NoFields, { data: RoleGroup[] }>('/shopStaff-ajaxGroup');
/** [API-ROLE-02] */
export const NewGrp = post<{ grpName: string }, { grpID: number }>('/ShopStaff-newGrp');
/** [API-ROLE-03] */
export const EditGrpName = post<{ grpID: number; grpName: string }>('/ShopStaff-editGrpName');
/** [API-ROLE-04] */
export const DeleteGrp = post<{ grpID: number }>('/ShopStaff-deleteGrp');
/** [API-ROLE-05], with ver=2. */
export const GetGrpRights = post<{ grpID: number; ver?: number }, GroupRightsReply>('/ShopStaff-getGrpRights');
/** [API-ROLE-06]: grpRights is '0', '-1' or a comma list of fids. */
export const EditGrpRightsNew = post<{ grpID: number; grpRights: string; rightsType: RightsType }>('/ShopStaff-editGrpRightsNew');
/** [API-ROLE-07]: cadFuncs is '0' or the comma list of denied commands. */
export const SetCADFunc = post<{ groupID: number; cadFuncs: string }>('/ShopStaff-setCADFunc');
/** [API-ROLE-08]: the stored value ('0', '-1' or denied commands) and the list with ck. */
export const GetCADFunc = post<{ groupID: number }, { value: string; cad_functions: CadFunction[] }>('/ShopStaff-getCADFunc');
/** [API-ROLE-09] */
export const GetCADFuncList = post<NoFields, { data: CadFunctionDef[] }>('/ShopStaff-getCADFuncList');
/** [API-ROLE-10], with ver=2. */
export const AjaxMyAuth = post<{ ver?: number }, MyAuthReply>('/ShopStaff-ajaxMyAuth');
/** [API-ROLE-11]: each role with the staff holding it. */
export const GetStaffGroup = post<NoFields, { data: RoleGroupWithStaff[] }>('/ShopStaff-getStaffGroup');
