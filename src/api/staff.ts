/**
 * Staff, departments and paid seats (src/common/staff.ts; server/routes/overall/staff/staff.ts, departments.ts,
 * staffSeats.ts).
 *
 * Department names and the staff form's checks are silent: the dialog or form shows the server's
 * message in its field. A delete refused because the department has staff (10008, with `holders`) is
 * silent too: the page names them. The other writes use the default instance, so a refusal shows in
 * the '错误信息' dialog.
 */
import {
  AjaxDepartment,
  AjaxEditStaff,
  AjaxNewStaff,
  BuySeat,
  DeleteDep,
  EditDep,
  EsPost,
  FireStaff,
  GetBalance,
  GetCheckCode,
  GetStaff,
  GetStaffPicker,
  NewDep,
  NsPost,
  ReinstateStaff,
  RenewSeat,
  ShopStaffUnlockLogin,
  UnbindWx,
  UserCheck,
  type StaffEditParam,
  type StaffFormFields,
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
/** [API-STAFF-08] what the new-staff form offers: departments, roles, the shop's check flag. */
export const ajaxNewStaff = () => api.call(AjaxNewStaff);
/** [API-STAFF-07] [STAFF-FORM-01] a person for the edit form, with the same options. */
export const ajaxEditStaff = (staffID: number) => api.call(AjaxEditStaff, { staffID });
/**
 * [API-STAFF-09] Is the login name or phone free (apart from the person being edited)? Silent: the
 * form shows the server's message in the field [STAFF-FORM-06].
 */
export const userCheck = (fields: { name?: string; phone?: string; staffID?: number }) => apiNoError.call(UserCheck, fields);
/** [API-STAFF-06] Sends the SMS code to the phone; resolves to the toast text and the resend wait. */
export const getCheckCode = (phoneNbr: string) => api.call(GetCheckCode, { phoneNbr });
/** [API-STAFF-10] [STAFF-FORM-35] creates a person from the form's flat fields. */
export const newStaff = (fields: StaffFormFields) => api.call(NsPost, fields);
/** [API-STAFF-11] [STAFF-FORM-36] saves the changed fields of a person in `param`. */
export const editStaff = (param: StaffEditParam) => api.call(EsPost, { param });
/** Lets a person locked out by wrong passwords log in at once (the throttle's counters cleared). */
export const unlockLogin = (staffId: number) => api.call(ShopStaffUnlockLogin, { staff_id: staffId });
