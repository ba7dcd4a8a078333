/**
 * Contracts of the staff and department calls (SPEC.md section 7 "Staff and departments";
 * REQUIREMENTS API-STAFF), and the staff record, plans and balance they carry.
 */
import * as v from 'valibot';
import { STAFF_PICKER_PAGE_SIZE } from './constants';
import { post, replyOf, type NoFields } from './contract';
import { int, json, text } from './fields';
import { optChoice, optIdList, optInt, optText, orderEntry, pagingEntries, paramObject } from './params';
import type { RoleGroup } from './roles';

/** users.state: 1 in use, 0 disabled, -1 left (fired) [ORG-31]. */
export const StaffState = { inUse: 1, disabled: 0, left: -1 } as const;
export type StaffStateValue = (typeof StaffState)[keyof typeof StaffState];

/** A department [ORG-15]; id 0 is My team [ORG-02]. */
export interface Department {
  department_id: number;
  department_name: string;
  /** How many on-the-job staff it has (the list shows it). */
  staff_count: number;
}

/** A renewal plan [ORG-45]: price in yuan for the whole period, discount as a percentage of the list price (100 = none). */
export interface SeatPlan {
  name: string;
  price: number;
  discount: number;
}

/** Plans keyed by month count (the keys of an object on the wire are text). */
export type PricingStrategy = Record<string, SeatPlan>;

/** A staff record [ORG-49]. Dates 'YYYY-MM-DD' ('' = none); cert_id masked except in the edit form. */
export interface StaffRecord {
  staff_id: number;
  user_id: number;
  login_name: string;
  nick_name: string;
  full_name: string;
  department_id: number;
  department_name: string;
  /** Comma list of role ids. */
  group_id: string;
  /** The role names, joined with '、'. */
  group_name: string;
  user_phone: string;
  user_sex: number;
  cert_id: string;
  if_chat: number;
  state: StaffStateValue;
  exp_date: string;
  exp_flag: number;
  auto_renew: number;
  wx_bind: number;
  if_group: number;
  /** 1 for the shop's master account (its row has no actions). */
  master: number;
  /** 1 while wrong passwords keep this person from logging in (somewhere); the master can unlock them. */
  login_locked: number;
}

/** A staff picker entry [PICKER-04]. */
export interface StaffPickerEntry {
  user_id: number;
  login_name: string;
  nick_name: string;
  user_phone: string;
}

/** A balance entry [ORG-47]; amounts in yuan, dates 'YYYY-MM-DD HH:mm:ss' ('' = none). */
export interface BalanceEntry {
  order_no: string;
  balance_type_name: string;
  amount: number;
  pre_amount: number;
  state: number;
  eff_date: string;
  exp_date: string;
}

/** balanceInfo of ShopStaff-getBalance [ORG-46]: the balance in yuan, the latest entries, the plans. */
export interface BalanceInfo {
  balance: number;
  can_pay: number;
  entries: BalanceEntry[];
  pricing_strategy: PricingStrategy;
}

/** `param` of ShopStaff-getStaff [API-STAFF-01]. */
export interface StaffListParam {
  curr_page?: number;
  page_count?: number;
  /** 1 in use, 0 disabled, -1 left; absent: on the job (1 and 0). */
  state?: StaffStateValue | '';
  /** A department; absent or '': all. */
  dep_id?: number | '';
  /** 1 (default): the master account is listed too; 0: left out. */
  master?: 0 | 1;
  /** 'field asc|desc' of STAFF_ORDER_FIELDS. */
  order?: string;
  /** Login name, name, nickname or phone containing this text. */
  keyword?: string;
}

export const STAFF_ORDER_FIELDS = ['user_id', 'login_name', 'full_name', 'department_id', 'exp_date', 'register_time'] as const;

/** The org page's staff list: 20 a page [ORG-16]. */
export const STAFF_PAGE_SIZE = 20;

const staffListParam = paramObject({
  ...pagingEntries(STAFF_PAGE_SIZE),
  state: optChoice([StaffState.inUse, StaffState.disabled, StaffState.left]),
  dep_id: optInt,
  master: optChoice([0, 1]),
  order: orderEntry(STAFF_ORDER_FIELDS, 'user_id asc'),
  keyword: v.pipe(optText, v.check((s) => s === undefined || s.length <= 40, 'keyword')),
});

/** The picker's page size is fixed: its `param` has no page_count. */
const pickerParam = paramObject({ curr_page: pagingEntries(STAFF_PICKER_PAGE_SIZE).curr_page, keyword: optText });

/** The staff form's fields [STAFF-FORM-33]; grpID is a comma list of role ids [STAFF-FORM-34]. */
export interface StaffFormFields {
  userName: string;
  userPass?: string;
  userPass2?: string;
  fullName?: string;
  nickName?: string;
  userPhone: string;
  userSex?: number;
  certID?: string;
  depID: number;
  ifChat?: number | string;
  grpID: string;
  checkCode?: string;
}

/** The edit form's `param` [STAFF-FORM-36]: the changed fields with staffID. */
export type StaffEditParam = Partial<StaffFormFields> & { staffID: number };

const staffID = int({ required: true, min: 1 });
/** A department id: My team is 0. */
const depID = int({ required: true, min: 0 });
/** A department's name: checked by the department-name rule (src/common/staffRules.ts) once read. */
const depName = text({ max: 200 });
/** A mobile number as typed or pasted: normalized, then checked by the phone rule once read. */
const phone = text({ max: 20, number: 'mobile' });

/** [API-STAFF-01] */
export const GetStaff = post('/ShopStaff-getStaff', {
  fields: { param: json(staffListParam, { required: false }) },
  reply: replyOf<{ staff: StaffRecord[]; staffCnt: number }>(),
  pageSize: STAFF_PAGE_SIZE,
});
/** The staff picker [PICKER-03]: in-use staff (state 1, master included), paged by 10. */
export const GetStaffPicker = post('/ShopStaff-pickStaff', {
  fields: { param: json(pickerParam, { required: false }) },
  reply: replyOf<{ staff: StaffPickerEntry[]; staffCnt: number }>(),
  pageSize: STAFF_PICKER_PAGE_SIZE,
});
/** [API-STAFF-02] */
export const AjaxDepartment = post<NoFields, { data: { department: Department[]; pricing_strategy: PricingStrategy } }>('/shopStaff-ajaxDepartment');
/** [API-STAFF-03] */
export const NewDep = post('/ShopStaff-newDep', { fields: { depName }, reply: replyOf<{ depID: number }>() });
/** [API-STAFF-04] */
export const EditDep = post('/ShopStaff-editDep', { fields: { depID, depName } });
/** [API-STAFF-05]: refused while the department has staff (naming them, like role deletion). */
export const DeleteDep = post('/ShopStaff-deleteDep', { fields: { depID } });
/** What a refused DeleteDep (10008) carries besides err_msg: each member's name. */
export interface DepartmentInUseReply {
  holders: string[];
}
/** [API-STAFF-06]: the code goes to the phone only; err_msg is the toast ('验证码已发送至'). */
export const GetCheckCode = post('/ShopStaff-getCheckCode', { fields: { phoneNbr: phone }, reply: replyOf<{ resend_after: number }>() });
/** [API-STAFF-07] [STAFF-FORM-01] */
export const AjaxEditStaff = post('/shopStaff-ajaxEditStaff', {
  fields: { staffID },
  reply: replyOf<{ userInfo: StaffRecord; department: Department[]; group: RoleGroup[]; ifCheck: number }>(),
});
/** [API-STAFF-08]: what the new-staff form needs. */
export const AjaxNewStaff = post<NoFields, { department: Department[]; group: RoleGroup[]; ifCheck: number }>('/shopStaff-ajaxNewStaff');
/** [API-STAFF-09]: err_code 0 when the name or phone is free; otherwise err_msg says why. */
export const UserCheck = post('/user-check', { fields: { name: text({ max: 40 }), phone, staffID: int({ min: 1 }) } });
/** [API-STAFF-10] */
export const NsPost = post('/ShopStaff-nsPost', {
  // Read as text, then checked by the staff form's rules (server/staff/staffForm.ts).
  fields: {
    userName: text({ max: 60 }),
    userPass: text({ max: 60, trim: false }),
    userPass2: text({ max: 60, trim: false }),
    fullName: text({ max: 60 }),
    nickName: text({ max: 60 }),
    userPhone: phone,
    userSex: text({ max: 2 }),
    certID: text({ max: 30, number: 'code' }),
    depID: text({ max: 10 }),
    ifChat: text({ max: 2 }),
    grpID: text({ max: 1000 }),
    checkCode: text({ max: 10 }),
  },
  reply: replyOf<{ staffID: number }>(),
});
/** [API-STAFF-11] edit with `param`, [API-STAFF-12] the state toggle with staffID and state. */
export const EsPost = post<{ param?: StaffEditParam; staffID?: number; state?: 0 | 1 }>('/ShopStaff-esPost');
/** [API-STAFF-13] */
export const GetBalance = post<NoFields, { balanceInfo: BalanceInfo }>('/ShopStaff-getBalance');
/** [API-STAFF-14]: pays buyMonths (a plan's key) from the balance and moves the seat's end. */
export const BuySeat = post('/ShopStaff-buy', {
  fields: { staffID, buyMonths: int({ required: true, min: 1, max: 120 }) },
  reply: replyOf<{ exp_date: string; balance: number }>(),
});
/** [API-STAFF-15] [ORG-40]: renewMonths 0 turns auto-renew off, 1 on. */
export const RenewSeat = post('/ShopStaff-renew', { fields: { staffID, renewMonths: int({ required: true, min: 0, max: 1 }) } });
/** [API-STAFF-16] */
export const FireStaff = post('/ShopStaff-fireStaff', { fields: { staffID } });
/** [API-STAFF-17]: staffArr, the roles given back (required when the person held roles) [ORG-38]. */
export const ReinstateStaff = post('/ShopStaff-reinstateStaff', { fields: { staffID, staffArr: json(optIdList(100), { required: false }) } });
/** [API-STAFF-18] */
export const UnbindWx = post('/ShopStaff-unbindWx', { fields: { staff_id: staffID } });

/**
 * Clears the login throttling counters of a staff member of the session's shop, so they can log in
 * at once (after a lock caused by someone guessing their password). Answers how many were cleared.
 */
export const ShopStaffUnlockLogin = post('/ShopStaff-unlockLogin', { fields: { staff_id: staffID }, reply: replyOf<{ cleared: number }>() });
