/**
 * Database schema types for Kysely. Every tenant table carries `shop_id`; timestamps are epoch
 * milliseconds (bigint), money is integer fen, so the same queries run on SQLite and PostgreSQL.
 */
import type { ColumnType, Generated, Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { MerchantField } from '../../src/common/merchant';
import type { LoginFailReason } from '../../src/common/session';

export interface ShopsTable {
  shop_id: Generated<number>;
  shop_name: string;
  shop_muid: number | null;
  shop_logo: string;
  self_account: number;
  new_erp: number;
  can_pay: number;
  env: string;
  /** JSON text of ShopProps. */
  shop_props: string;
  /** JSON text of the order archive configuration. */
  archive_config: string;
  agent_name: string;
  agent_phone: string;
  created_at: number;
  /** The shop's balance in fen; changes only with a balance_entries row, in one transaction. */
  balance: Generated<number>;
  /** 1: new staff need the SMS code sent to their phone (ifCheck). */
  staff_check: Generated<number>;
  /** Log rows older than this many days are purged by the log job. */
  log_retention_days: Generated<number>;
}

/**
 * The enterprise's own fields of the shop settings page (migration 0017), on the same row; kept out
 * of ShopRow, which a session reads on every request.
 */
export interface ShopProfileColumns {
  company_name: Generated<string>;
  tax_no: Generated<string>;
  shop_desc: Generated<string>;
  /** JSON list of image paths. */
  shop_pics: Generated<string>;
  shop_address: Generated<string>;
  service_province: Generated<string>;
  service_city: Generated<string>;
  service_region: Generated<string>;
  /** JSON lists of chosen class ids. */
  industry_class: Generated<string>;
  supply_class: Generated<string>;
}

/** A role or service a shop applied for, and the platform's review of it (check_state 0 / -1 / 1). */
export interface ShopReviewColumns {
  shop_id: number;
  check_state: number;
  comments: string;
  updated_at: number;
}
export interface ShopRolesTable extends ShopReviewColumns {
  role_id: number;
}
export interface ShopServicesTable extends ShopReviewColumns {
  service_type_id: number;
}

/**
 * A shop's payment merchant application (migration 0018): one per shop, every field as text; the
 * secret fields (MERCHANT_SECRET_FIELDS) hold `v1:...` ciphertext (server/auth/fieldCrypto.ts).
 */
export type MerchantsTable = Record<MerchantField, string> & {
  shop_id: number;
  /** 1 pending review, 2 approved, 3 rejected. */
  audit_status: number;
  audit_msg: string;
  created_at: number;
  updated_at: number;
};

export interface UsersTable {
  user_id: Generated<number>;
  shop_id: number;
  login_name: string;
  user_phone: string;
  password_hash: string;
  password_salt: string;
  password_iterations: number;
  nick_name: string;
  full_name: string;
  avatar: string;
  web_cad: number;
  user_type: string;
  /** 1 in use, 0 disabled, -1 left (fired): StaffState. */
  state: number;
  /** 0 = My team; always a department of the user's own shop. */
  department_id: number;
  register_time: number;
  /** 1 male, 2 female. */
  user_sex: Generated<number>;
  /** Resident ID number ('' when not given); shown masked except in the edit form. */
  cert_id: Generated<string>;
  if_chat: Generated<number>;
  /** End of the paid seat, epoch ms; 0 = never expires. */
  exp_date: Generated<number>;
  /** 1 once the seat job has seen the seat expired. */
  exp_flag: Generated<number>;
  /** Months renewed automatically when the seat is about to expire: 0 or 1. */
  auto_renew: Generated<number>;
  /** 1 while a WeChat account is bound. */
  wx_bind: Generated<number>;
  /** 1 when a fired person held roles: reinstating them needs roles again. */
  if_group: Generated<number>;
}

/** Keyed by (shop_id, department_id); ids are numbered per shop, 0 = the shop's My team. */
export interface DepartmentsTable {
  department_id: number;
  shop_id: number;
  department_name: string;
}

export interface StaffGroupsTable {
  group_id: Generated<number>;
  shop_id: number;
  group_name: string;
  created_at: number;
  /** WebCAD functions: '0' all allowed, '-1' none, otherwise the denied commands. */
  cad_functions: Generated<string>;
}

export interface GroupRightsTable {
  shop_id: number;
  group_id: number;
  right_code: string;
}

export interface UserGroupsTable {
  shop_id: number;
  user_id: number;
  group_id: number;
}

export interface SessionsTable {
  token_hash: string;
  user_id: number;
  shop_id: number;
  ip: string;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
  browser: Generated<string>;
  os: Generated<string>;
}

export interface LoginAttemptsTable {
  attempt_key: string;
  fail_count: number;
  window_start: number;
  locked_until: number;
}

export interface LoginLogsTable {
  login_id: Generated<number>;
  /** Null for failed attempts on an unknown account: they belong to no shop. */
  shop_id: number | null;
  user_id: number | null;
  login_name: string;
  login_ip: string;
  login_mac: string;
  province: string;
  source_id: number;
  success: number;
  /** Why the attempt failed ('' when it succeeded): see LoginFailReason. */
  fail_reason: Generated<LoginFailReason | ''>;
  login_time: number;
  browser: Generated<string>;
  os: Generated<string>;
}

/** The shop's invoices per state (-1: all) and China day of request, kept by triggers (migration 0014). */
export interface InvoiceCountsTable {
  shop_id: number;
  invoice_state: number;
  day: number;
  n: number;
}

/** The shop's customers per type, tag (0: none) and state, kept by triggers (migration 0024). */
export interface CustomerCountsTable {
  shop_id: number;
  crm_type: number;
  tag_id: number;
  state: number;
  n: number;
}

/** The shop's goods per class, state and kind, kept by triggers (migration 0024). */
export interface GoodsCountsTable {
  shop_id: number;
  class_id: number;
  state: number;
  kind: number;
  n: number;
}

/** Each two- and three-character piece of a goods item's search text, with its class, state and kind: the keyword's index, kept by triggers (migration 0026). */
export interface GoodsGramsTable {
  shop_id: number;
  gram: string;
  class_id: number;
  state: number;
  kind: number;
  goods_id: number;
}

/** Bumped by triggers whenever a shop's role rights or role holders change (migration 0013). */
/** Per shop, the version of what a session reads of it: roles and rights (migration 0013), people and the shop (0016). */
export interface RightsVersionsTable {
  shop_id: number;
  version: number;
}

/**
 * Rows per shop, log kind, person, source and China day of the login and staff logs, kept by
 * triggers (migration 0011): `user_id` -1 and `source_id` -1 are the rollups over all of them.
 */
export interface LogCountsTable {
  shop_id: number;
  log_kind: number;
  user_id: number;
  source_id: number;
  day: number;
  n: number;
}

export interface StaffLogsTable {
  log_id: Generated<number>;
  shop_id: number;
  user_id: number;
  login_name: string;
  menu_ch_name: string;
  function_ch_name: string;
  oper_content: string;
  oper_date: number;
  /** JSON list of FieldChange ('' when the row records no field changes). */
  changes: Generated<string>;
  /** 1: a record of a deletion of logs, never deleted itself. */
  kept: Generated<number>;
  /** JSON StaffLogTexts: the row's texts as message ids and values, to show it in any language ('' in older rows). */
  texts: Generated<string>;
}

export interface OrderLogsTable {
  log_id: Generated<number>;
  shop_id: number;
  user_id: number | null;
  login_name: string;
  nick_name: string;
  order_no: string;
  custom_order_no: string;
  store_name: string;
  cosignee_name: string;
  cosignee_address: string;
  action: string;
  oper_date: number;
  /** JSON AuditText: the action as a catalogue message, to show it in any language ('' in older rows; migration 0027). */
  texts: Generated<string>;
  /** A change of the order's quotation: its total in fen before and after (null on other rows; StoreOrders-getProposalLog). */
  old_total_fen: number | string | null;
  new_total_fen: number | string | null;
}

/** An order of a customer of the shop (migration 0027): money in fen. */
export interface OrdersTable {
  order_id: Generated<number>;
  shop_id: number;
  order_no: string;
  custom_order_no: string;
  store_crm_id: number | null;
  cosignee_name: string;
  cosignee_phone: string;
  cosignee_address: string;
  delivery_date: string;
  remark: string;
  ord_state: number;
  price_lock: Generated<number>;
  is_deleted: Generated<number>;
  total_fen: Generated<number>;
  paid_fen: Generated<number>;
  creator_id: number | null;
  created_at: number;
  updated_at: number;
  state_at: number;
}

export interface OrderRoomsTable {
  room_id: Generated<number>;
  shop_id: number;
  order_id: number;
  sort: number;
  room_name: string;
  /** The sub-order the room belongs to; null: the order's own content (migration 0030). */
  sub_order_id: number | null;
}

/** Columns every order line has. */
interface OrderLineColumns {
  shop_id: number;
  order_id: number;
  room_id: number;
  sort: number;
  goods_id: number;
  unit_price_fen: number;
  amount_fen: number;
  /** As the room's (migration 0030). */
  sub_order_id: number | null;
}

/** A board part: sizes in mm, area in mm² (length × width × pieces). */
export interface OrderPlatesTable extends OrderLineColumns {
  plate_id: Generated<number>;
  plate_name: string;
  length_mm: number;
  width_mm: number;
  thickness_mm: number;
  qty: number;
  grain: number;
  edges: string;
  area_mm2: number;
}

/** A goods line: the quantity in hundredths. */
export interface OrderGoodsTable extends OrderLineColumns {
  line_id: Generated<number>;
  qty_centi: number;
}

/** A sub-order (补单) of a price-locked order (migration 0030): its lines are the order's line tables' rows with its sub_order_id; money in fen. */
export interface SubOrdersTable {
  sub_order_id: Generated<number>;
  shop_id: number;
  order_id: number;
  seq: number;
  sub_order_no: string;
  reason: string;
  /** src/common/subOrders.ts SubOrdState. */
  sub_state: Generated<number>;
  total_fen: Generated<number | string>;
  creator_id: number | null;
  created_at: number;
  updated_at: number;
  state_at: number;
}

/** The last order number sequence of a shop's day (YYYYMMDD). */
export interface OrderNumbersTable {
  shop_id: number;
  day: number;
  seq: number;
}

/** A receipt of an order (migration 0028): a ledger row with the order's paid total after it, in fen. */
export interface OrderPaymentsTable {
  payment_id: Generated<number>;
  shop_id: number;
  order_id: number;
  amount_fen: number | string;
  /** src/common/orderPayments.ts PayMethod. */
  method: number;
  /** 'YYYY-MM-DD' */
  paid_date: string;
  comment: Generated<string>;
  paid_after_fen: number | string;
  creator_id: number | null;
  created_at: number;
}

/** An online payment asked of the payment provider (migration 0028): state 0 waiting, 1 paid (then its receipt). */
export interface OnlinePayRequestsTable {
  request_id: Generated<number>;
  shop_id: number;
  order_id: number;
  amount_fen: number | string;
  token: string;
  state: Generated<number>;
  creator_id: number | null;
  created_at: number;
  paid_at: number | null;
  payment_id: number | null;
}

export interface OrderCountsTable {
  shop_id: number;
  is_deleted: number;
  ord_state: number;
  n: number;
}

/** A note of a staff member on an order (migration 0029). */
export interface OrderMemosTable {
  memo_id: Generated<number>;
  shop_id: number;
  order_id: number;
  author_id: number;
  content: string;
  created_at: number;
  updated_at: number;
}

/** A file of an order (migration 0034): its name, kind and bytes are the `files` row's. */
export interface OrderFilesTable {
  file_id: number;
  shop_id: number;
  order_id: number;
  uploader_id: number;
  created_at: number;
}

/** Who follows an order up now (migration 0031): one row per assigned order; its history is the order log. */
export interface OrderAssignmentsTable {
  shop_id: number;
  order_id: number;
  /** The assignee. */
  user_id: number;
  /** The position role they were chosen as (no foreign key: the role may be deleted since). */
  group_id: number;
  assigned_by: number | null;
  assigned_at: number;
}

/** Columns both scheduling-log formats share. */
interface PlanLogColumns {
  log_id: Generated<number>;
  shop_id: number;
  plan_no: string;
  order_no: string;
  custom_order_no: string;
  store_crm_id: number;
  cosignee_name: string;
  cosignee_address: string;
  plan_remark: string;
  machine_name: string;
}

export interface PdLogsTable extends PlanLogColumns {
  create_uid: number | null;
  create_name: string;
  create_nick_name: string;
  create_time: number;
  cut_uid: number | null;
  cut_opr_name: string;
  cut_opr_nick_name: string;
  cut_finish_time: number;
  nullify_uid: number | null;
  nullify_opr_name: string;
  nullify_opr_nick_name: string;
  nullify_time: number;
  remark: string;
}

export interface PdLogsNewTable extends PlanLogColumns {
  operation_type: number;
  operation_remark: string;
  operation_time: number;
  creator_id: number | null;
  creator_name: string;
  creator_nick_name: string;
  operator_id: number | null;
  operatior_name: string;
  operatior_nick_name: string;
}

export interface UserSettingsTable {
  shop_id: number;
  user_id: number;
  setting_key: string;
  value: string;
  updated_at: number;
}

export interface NoticesTable {
  notice_id: Generated<number>;
  notice_type: number;
  component_type: string;
  /** Text for types 1 and 3; JSON list of paths for types 2, 4 and 5. */
  notice_content: string;
  active: number;
  created_at: number;
}

/** A change of a shop's balance (SPEC.md "Balance entry"); amounts in fen. */
export interface BalanceEntriesTable {
  entry_id: Generated<number>;
  shop_id: number;
  order_no: string;
  /** BalanceType: 1 top-up, 2 seat bought, 3 seat renewed automatically. */
  balance_type: number;
  /** Signed: a top-up is positive, a seat negative. */
  amount: number;
  /** The balance before the entry. */
  pre_amount: number;
  state: Generated<number>;
  eff_date: Generated<number>;
  exp_date: Generated<number>;
  user_id: number | null;
  months: Generated<number>;
  created_at: number;
}

/** The pending SMS check code of a phone in a shop (only its hash). */
export interface SmsCodesTable {
  shop_id: number;
  phone: string;
  code_hash: string;
  sent_at: number;
  expires_at: number;
  /** Wrong codes tried against it. */
  attempts: Generated<number>;
}

/** Every SMS the default provider "sent": the demo and the tests read codes here. */
export interface SmsOutboxTable {
  sms_id: Generated<number>;
  shop_id: number;
  phone: string;
  content: string;
  created_at: number;
}

/** Every order document the default MES provider "sent" (migration 0032; server/orders/mes.ts). */
export interface MesOutboxTable {
  mes_id: Generated<number>;
  shop_id: number;
  order_no: string;
  /** JSON: { order, offer } (MesDocument's payload). */
  payload: string;
  trigger: 'manual' | 'confirm';
  sent_at: number;
}

/** A notice the user has been shown (server/db/migrations/0008_notice_reads.ts). */
export interface NoticeReadsTable {
  shop_id: number;
  user_id: number;
  notice_id: number;
  read_at: number;
}

export interface AgreementsTable {
  agreement_id: number;
  title: string;
  content: string;
}

/** A stored file (invoice PDFs, later uploads): the bytes live in the database, scoped by shop. */
export interface FilesTable {
  file_id: Generated<number>;
  /** The random key URLs name the file by (128 bits, base64url; unique), never its sequential id (migration 0021). */
  file_key: string;
  shop_id: number;
  name: string;
  mime: string;
  size: number;
  /** blob (SQLite) / bytea (PostgreSQL); drivers return Buffer (Node) or Uint8Array (sql.js). */
  content: Uint8Array;
  created_at: number;
  /** A FilePurpose (src/common/uploads.ts), which decides who GET File-image serves; '' = the shop's master only (migrations 0020, 0021). */
  purpose: Generated<string>;
}

/** A print template of a shop's own library (migration 0019); ids are numbered per shop. */
export interface ReportLibraryTable {
  shop_id: number;
  report_id: number;
  report_name: string;
  report_type: number;
  /** The template's JSON (a .mrt document). */
  content: string;
  is_default: number;
  recycled: number;
  /** The market template it was downloaded from; 0 for none. */
  source_id: number;
  created_at: number;
  updated_at: number;
}

/** A template a shop published to the report market. */
export interface MarketReportsTable {
  report_id: Generated<number>;
  shop_id: number;
  created_by: number;
  report_name: string;
  report_desc: string;
  report_type: number;
  content: string;
  /** JSON {"thumbs": [...], "logos": [...]} of image paths. */
  report_logo: string;
  view_cnt: number;
  down_cnt: number;
  /** 0 pending review, 1 published. */
  state: number;
  created_at: number;
  updated_at: number;
}

/** A shop's download of a market template (one per pair). */
export interface MarketDownloadsTable {
  shop_id: number;
  report_id: number;
  library_id: number;
  user_id: number;
  created_at: number;
}

/** A shop's mailing address for invoices (shared by the shop's staff). */
export interface MailAddressesTable {
  address_id: Generated<number>;
  shop_id: number;
  /** Who created it. */
  user_id: number;
  receiver: string;
  province_id: string;
  province_name: string;
  city_id: string;
  city_name: string;
  region_id: string;
  region_name: string;
  address_name: string;
  postcode: string;
  telephone: string;
  mail: string;
  /** 1 = the shop's default address (at most one per shop). */
  is_default: number;
  created_at: number;
  updated_at: number;
}

/** A shop's invoice info (one row per shop). */
export interface InvoiceInfosTable {
  shop_id: number;
  /** Who saved it last. */
  user_id: number;
  issue_type: number;
  invoice_type: number;
  invoice_header: string;
  address_id: number;
  tax_no: string;
  bank_name: string;
  bank_no: string;
  reg_address: string;
  reg_phone: string;
  create_date: number;
  update_date: number;
}

/** A requested invoice; amounts in fen; header, type and mailing address are snapshots. */
export interface InvoicesTable {
  invoice_id: Generated<number>;
  shop_id: number;
  user_id: number;
  amount: number;
  item_count: number;
  /** 1 pending, 2 issued, 3 withdrawn. */
  invoice_state: number;
  invoice_no: string | null;
  file_id: number | null;
  /** 0 until issued. */
  issue_date: number;
  comments: string;
  create_date: number;
  update_date: number;
  issue_type: number;
  invoice_type: number;
  invoice_header: string;
  tax_no: string;
  bank_name: string;
  bank_no: string;
  reg_address: string;
  reg_phone: string;
  address_id: number;
  receiver: string;
  telephone: string;
  mail: string;
  postcode: string;
  mail_address: string;
}

/** A monthly billable item; amount in fen; invoice_id = the pending or issued invoice holding it. */
export interface AcctItemsTable {
  acct_item_id: Generated<number>;
  shop_id: number;
  item_type_name: string;
  item_source_name: string;
  amount: number;
  billing_cycle_id: string;
  invoice_id: number | null;
  created_at: number;
}

/** Which items each invoice carried (kept after a withdraw). */
export interface InvoiceItemsTable {
  shop_id: number;
  invoice_id: number;
  acct_item_id: number;
  amount: number;
}

/** Unread after-sales chat messages per user (the chat itself is a third-party service). */
export interface ChatInboxTable {
  user_id: number;
  shop_id: number;
  unread: number;
  updated_at: number;
}

export interface Database {
  shops: ShopsTable & ShopProfileColumns;
  shop_roles: ShopRolesTable;
  shop_services: ShopServicesTable;
  merchants: MerchantsTable;
  users: UsersTable;
  departments: DepartmentsTable;
  staff_groups: StaffGroupsTable;
  group_rights: GroupRightsTable;
  user_groups: UserGroupsTable;
  sessions: SessionsTable;
  login_attempts: LoginAttemptsTable;
  login_logs: LoginLogsTable;
  order_logs: OrderLogsTable;
  pd_logs: PdLogsTable;
  pd_logs_new: PdLogsNewTable;
  user_settings: UserSettingsTable;
  staff_logs: StaffLogsTable;
  log_counts: LogCountsTable;
  rights_versions: RightsVersionsTable;
  invoice_counts: InvoiceCountsTable;
  notices: NoticesTable;
  notice_reads: NoticeReadsTable;
  agreements: AgreementsTable;
  files: FilesTable;
  mail_addresses: MailAddressesTable;
  invoice_infos: InvoiceInfosTable;
  invoices: InvoicesTable;
  acct_items: AcctItemsTable;
  invoice_items: InvoiceItemsTable;
  chat_inbox: ChatInboxTable;
  balance_entries: BalanceEntriesTable;
  sms_codes: SmsCodesTable;
  sms_outbox: SmsOutboxTable;
  mes_outbox: MesOutboxTable;
  report_library: ReportLibraryTable;
  market_reports: MarketReportsTable;
  market_downloads: MarketDownloadsTable;
  crm_tags: CrmTagsTable;
  crm_levels: CrmLevelsTable;
  crm_sources: CrmSourcesTable;
  customers: CustomersTable;
  customer_counts: CustomerCountsTable;
  cust_follows: CustFollowsTable;
  goods_classes: GoodsClassesTable;
  units: UnitsTable;
  goods: GoodsTable;
  goods_counts: GoodsCountsTable;
  goods_grams: GoodsGramsTable;
  orders: OrdersTable;
  order_rooms: OrderRoomsTable;
  order_plates: OrderPlatesTable;
  order_goods: OrderGoodsTable;
  order_numbers: OrderNumbersTable;
  order_counts: OrderCountsTable;
  order_payments: OrderPaymentsTable;
  online_pay_requests: OnlinePayRequestsTable;
  order_memos: OrderMemosTable;
  order_files: OrderFilesTable;
  sub_orders: SubOrdersTable;
  order_assignments: OrderAssignmentsTable;
  goods_settings: GoodsSettingsTable;
  price_lists: PriceListsTable;
  price_lines: PriceLinesTable;
  price_assignments: PriceAssignmentsTable;
}

export type Db = Kysely<Database>;
export type Tx = Transaction<Database>;
export type Executor = Db | Tx;
export type SqlDialect = 'sqlite' | 'postgres';

export type UserRow = Selectable<UsersTable>;
export type ShopRow = Selectable<ShopsTable>;
export type NewUser = Insertable<UsersTable>;

/** A customer tag of a shop, for one crm_type (migration 0022). */
export interface CrmTagsTable {
  tag_id: Generated<number>;
  shop_id: number;
  tag_name: string;
  crm_type: number;
  created_at: number;
}

/** A customer level of a shop. */
export interface CrmLevelsTable {
  level_id: Generated<number>;
  shop_id: number;
  level_name: string;
  created_at: number;
}

/** Where a shop's customers come from. */
export interface CrmSourcesTable {
  source_id: Generated<number>;
  shop_id: number;
  source_name: string;
  created_at: number;
}

/** A customer of a shop: crm_type 1 retail, 2 designer/partner, 3 dealer; state 1 in use, 0 stopped. NULL references: none. */
export interface CustomersTable {
  crm_id: Generated<number>;
  shop_id: number;
  z_name: string;
  z_phone: string;
  crm_type: number;
  tag_id: number | null;
  /** A level id of crm_levels. */
  cust_level: number | null;
  /** The dealer (crm_type 3) a retail customer belongs to. */
  parent_id: number | null;
  province_id: string;
  province_name: string;
  city_id: string;
  city_name: string;
  district_id: string;
  district_name: string;
  address: string;
  contact: string;
  owner_id: number | null;
  source_id: number | null;
  remark: string;
  state: number;
  created_at: number;
  updated_at: number;
}

/** A follow-up of a customer: method 1 phone, 2 visit, 3 WeChat, 4 other; next_date 'YYYY-MM-DD' or NULL. */
export interface CustFollowsTable {
  follow_id: Generated<number>;
  shop_id: number;
  crm_id: number;
  user_id: number;
  method: number;
  content: string;
  next_date: string | null;
  created_at: number;
}

/** A goods class of a shop (migration 0023); parent_id NULL for a top class. */
export interface GoodsClassesTable {
  class_id: Generated<number>;
  shop_id: number;
  class_name: string;
  parent_id: number | null;
  sort: Generated<number>;
  created_at: number;
}

/** A unit of measure of a shop (张, 个, 米 ...). */
export interface UnitsTable {
  unit_id: Generated<number>;
  shop_id: number;
  unit_name: string;
  created_at: number;
}

/** A goods item of a shop: kind 1 board, 2 hardware, 3 edge banding, 4 finished; state 1 on sale, 0 stopped; prices in fen. */
export interface GoodsTable {
  goods_id: Generated<number>;
  shop_id: number;
  goods_no: string;
  goods_name: string;
  class_id: number;
  unit_id: number;
  spec: string;
  model: string;
  colour: string;
  material: string;
  brand: string;
  pattern: string;
  grade: string;
  origin: string;
  length_mm: number | null;
  width_mm: number | null;
  thickness_mm: number | null;
  kind: number;
  list_price_fen: number;
  cost_price_fen: number;
  barcode: string;
  min_stock: number;
  state: number;
  created_at: number;
  updated_at: number;
  /** Number, name and barcode, lower-cased, one a line: generated by the database for the keyword filter (migration 0025); never written. */
  search_text: ColumnType<string, never, never>;
}

/** A shop's goods settings (one row, once saved). */
export interface GoodsSettingsTable {
  shop_id: number;
  goods_no_prefix: string;
  default_unit_id: number | null;
  allow_negative_stock: number;
  updated_at: number;
}

/** A price list of a shop. */
export interface PriceListsTable {
  pricelist_id: Generated<number>;
  shop_id: number;
  name: string;
  created_at: number;
  updated_at: number;
}

/** A line of a price list: a goods item or a class (the other NULL), its unit price in fen. */
export interface PriceLinesTable {
  shop_id: number;
  pricelist_id: number;
  goods_id: number | null;
  class_id: number | null;
  unit_price_fen: number;
}

/** Who a price list is given to: target_type 1 a customer level, 2 a dealer (the CRM's plain ids). */
export interface PriceAssignmentsTable {
  shop_id: number;
  target_type: number;
  target_id: number;
  pricelist_id: number;
}
