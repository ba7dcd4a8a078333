/**
 * Position roles and their rights (src/common/roles.ts; server/routes/overall/staff/roles.ts).
 *
 * The name calls (newGrp, editGrpName) are silent: the role dialog shows the server's message in its
 * name field ('{name} 名称已存在!', '名称无修改'). deleteGrp is silent too: the page names the staff
 * still holding the role. The others use the default instance, so a refusal (a right the editor
 * does not hold) shows in the '错误信息' dialog.
 */
import type { RightsType } from '../common/rights';
import { AjaxGroup, AjaxMyAuth, DeleteGrp, EditGrpName, EditGrpRightsNew, GetCADFunc, GetCADFuncList, GetGrpRights, GetStaffGroup, NewGrp, SetCADFunc } from '../common/roles';
import { api, apiNoError } from './client';

/** [API-ROLE-01] */
export const ajaxGroup = () => api.call(AjaxGroup);

/** [API-ROLE-02]; silent. */
export const newGrp = (grpName: string) => apiNoError.call(NewGrp, { grpName });

/** [API-ROLE-03]; silent. */
export const editGrpName = (grpID: number, grpName: string) => apiNoError.call(EditGrpName, { grpID, grpName });

/** [API-ROLE-04]; silent: a role still held (10008, RoleInUseReply) is shown with its holders by the page. */
export const deleteGrp = (grpID: number) => apiNoError.call(DeleteGrp, { grpID });

/** [API-ROLE-05] with ver=2. */
export const getGrpRights = (grpID: number) => api.call(GetGrpRights, { grpID, ver: 2 });

/** [API-ROLE-06] */
export const editGrpRightsNew = (grpID: number, grpRights: string, rightsType: RightsType) => api.call(EditGrpRightsNew, { grpID, grpRights, rightsType });

/** [API-ROLE-07] */
export const setCADFunc = (groupID: number, cadFuncs: string) => api.call(SetCADFunc, { groupID, cadFuncs });

/** [API-ROLE-08] */
export const getCADFunc = (groupID: number) => api.call(GetCADFunc, { groupID });

/** [API-ROLE-09] */
export const getCADFuncList = () => api.call(GetCADFuncList);

/** [API-ROLE-10] with ver=2. */
export const ajaxMyAuth = () => api.call(AjaxMyAuth, { ver: 2 });

/** [API-ROLE-11] */
export const getStaffGroup = () => api.call(GetStaffGroup);
