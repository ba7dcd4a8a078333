/**
 * Staff, departments and paid seats (src/common/staff.ts; server/routes/staff.ts, departments.ts,
 * staffSeats.ts).
 *
 * Department names and the staff form's checks are silent: the dialog or form shows the server's
 * message in its field. A delete refused because the department has staff (10008, with `holders`) is
 * silent too: the page names them. The other writes use the default instance, so a refusal shows in
 * the '错误信息' dialog.
 */
import {
  AjaxDepartment,
  BuySeat,
  DeleteDep,
  EditDep,
  EsPost,
  FireStaff,
  GetBalance,
  GetStaff,
  GetStaffPicker,
  NewDep,
  ReinstateStaff,
  RenewSeat,
  UnbindWx,
  type StaffListParam,
} from '../common/staff';
import { api, apiNoError } from './client';

/** [API-STAFF-01] */
export const getStaff = (param: StaffListParam) => api.call(GetStaff, { param });
/** [PICKER-02] [PICKER-03] */
export const pickStaff = (page: number, keyword?: string) => api.call(GetStaffPicker, { param: { curr_page: page, keyword } });
/** [API-STAFF-02] */
export const ajaxDepartment = () => api.call(AjaxDepartment);
/** [API-STAFF-03]; silent. */
export const newDep = (depName: string) => apiNoError.call(NewDep, { depName });
/** [API-STAFF-04]; silent. */
export const editDep = (depID: number, depName: string) => apiNoError.call(EditDep, { depID, depName });
/** [API-STAFF-05]; silent: a department with staff (10008, holders) is named by the page. */
export const deleteDep = (depID: number) => apiNoError.call(DeleteDep, { depID });
/** [API-STAFF-12] the state toggle. */
export const setStaffState = (staffID: number, state: 0 | 1) => api.call(EsPost, { staffID, state });
/** [API-STAFF-16] */
export const fireStaff = (staffID: number) => api.call(FireStaff, { staffID });
/** [API-STAFF-17] */
export const reinstateStaff = (staffID: number, staffArr: readonly number[]) => api.call(ReinstateStaff, { staffID, staffArr });
/** [API-STAFF-18] */
export const unbindWx = (staffId: number) => api.call(UnbindWx, { staff_id: staffId });
/** [API-STAFF-13] */
export const getBalance = () => api.call(GetBalance);
/** [API-STAFF-14] */
export const buySeat = (staffID: number, buyMonths: number) => api.call(BuySeat, { staffID, buyMonths });
/** [API-STAFF-15]: 1 turns auto-renewal on, 0 off. */
export const setAutoRenew = (staffID: number, renewMonths: 0 | 1) => api.call(RenewSeat, { staffID, renewMonths });
