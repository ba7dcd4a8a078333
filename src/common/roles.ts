/** Contracts of position roles and their rights (SPEC.md section 7, "Roles and rights"; REQUIREMENTS API-ROLE). */
import type { CadFunctionDef } from './cadFunctions';
import { post, replyOf, type NoFields } from './contract';
import { int, text } from './fields';
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
/** The name of a role: checked by the role-name rule (src/common/validation.ts) once read. */
const grpName = text({ max: 200 });
const grpID = int({ required: true, min: 1 });
/** `ver` of the rights reads: the page asks for 2. */
const ver = int({ min: 1, max: 9 });

/** [API-ROLE-02] */
export const NewGrp = post('/ShopStaff-newGrp', { fields: { grpName }, reply: replyOf<{ grpID: number }>() });
/** [API-ROLE-03] */
export const EditGrpName = post('/ShopStaff-editGrpName', { fields: { grpID, grpName } });
/** [API-ROLE-04] */
export const DeleteGrp = post('/ShopStaff-deleteGrp', { fields: { grpID } });
/** [API-ROLE-05], with ver=2. */
export const GetGrpRights = post('/ShopStaff-getGrpRights', { fields: { ver, grpID }, reply: replyOf<GroupRightsReply>() });
/** [API-ROLE-06]: grpRights is '0', '-1' or a comma list of fids. */
export const EditGrpRightsNew = post('/ShopStaff-editGrpRightsNew', {
  fields: { grpID, rightsType: int({ required: true, min: 1, max: 3 }), grpRights: text({ required: true, max: 4000 }) },
});
/** [API-ROLE-07]: cadFuncs is '0' or the comma list of denied commands. */
export const SetCADFunc = post('/ShopStaff-setCADFunc', { fields: { groupID: grpID, cadFuncs: text({ required: true, max: 4000 }) } });
/** [API-ROLE-08]: the stored value ('0', '-1' or denied commands) and the list with ck. */
export const GetCADFunc = post('/ShopStaff-getCADFunc', { fields: { groupID: grpID }, reply: replyOf<{ value: string; cad_functions: CadFunction[] }>() });
/** [API-ROLE-09] */
export const GetCADFuncList = post<NoFields, { data: CadFunctionDef[] }>('/ShopStaff-getCADFuncList');
/** [API-ROLE-10], with ver=2. */
export const AjaxMyAuth = post('/ShopStaff-ajaxMyAuth', { fields: { ver }, reply: replyOf<MyAuthReply>() });
/** [API-ROLE-11]: each role with the staff holding it. */
export const GetStaffGroup = post<NoFields, { data: RoleGroupWithStaff[] }>('/ShopStaff-getStaffGroup');
