/**
 * A mix of six kinds of concurrent writes, fired over HTTP at one or more server processes on one
 * database, and the exactly-once checks that must hold after it: new departments, addresses added,
 * seats bought, a role renamed, invoices drawn over overlapping fees, the default address set. Used
 * by the concurrency test (tests/api/concurrentWrites.test.ts) and by `npm run bench`
 * (scripts/write-mix.ts), so both measure the same thing.
 */
import { ADDRESS_ACT, fenToYuan, HomeAddressAct, InvoiceAjaxUserAddress, InvoiceDrawBill, InvoiceGetAcctList, InvoiceGetLists } from '../../src/common/invoice';
import { AjaxGroup, EditGrpName, NewGrp } from '../../src/common/roles';
import { AjaxDepartment, BuySeat, GetBalance, GetStaff, NewDep } from '../../src/common/staff';
import { SEAT_PLANS } from '../../src/common/constants';
import { wireFields, type AnyEndpoint, type FieldsOf, type ReplyOf } from '../../src/common/contract';

/** One logged-in session on one server process. */
export interface MixSession {
  base: string;
  cookie: string;
}

type Reply<E extends AnyEndpoint> = ReplyOf<E> & { err_code: number; err_msg?: string };

/** A contract call as the page makes it: form-encoded, its own origin, the ajax header. */
export async function callAs<E extends AnyEndpoint>(s: MixSession, endpoint: E, fields?: FieldsOf<E>): Promise<Reply<E>> {
  const res = await fetch(`${s.base}/api${endpoint.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: s.base, 'x-requested-with': 'XMLHttpRequest', cookie: s.cookie },
    body: new URLSearchParams(wireFields(fields)).toString(),
  });
  return (await res.json()) as Reply<E>;
}

/** Logs `name` in on `base` and answers the session. */
export async function loginAt(base: string, name: string, password = 'furniture-2026'): Promise<MixSession> {
  const res = await fetch(`${base}/api/User-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base, 'x-requested-with': 'XMLHttpRequest' },
    body: new URLSearchParams({ login_name: name, password }).toString(),
  });
  const body = (await res.json()) as { err_code: number; err_msg?: string };
  if (body.err_code !== 0) throw new Error(`login of ${name} at ${base} failed: ${JSON.stringify(body)}`);
  return { base, cookie: (res.headers.get('set-cookie') ?? '').split(';')[0] };
}

export const MIX_KINDS = ['newDep', 'addAddress', 'buySeat', 'renameRole', 'drawBill', 'setDefault'] as const;
export type MixKind = (typeof MIX_KINDS)[number];

export interface MixReply {
  kind: MixKind;
  err_code: number;
  err_msg?: string;
  /** The fees a draw asked for (drawBill only). */
  items?: number[];
}

/** What the mix needs, read before it runs, and the figures its checks compare with. */
export interface MixState {
  /** A tag in every name the mix creates, so runs on one database never mix up. */
  tag: string;
  roleId: number;
  seatStaffId: number;
  addressIds: number[];
  feeIds: number[];
  before: MixFigures;
}

export interface MixFigures {
  departments: number;
  addresses: number;
  balance: number;
  billable: number;
  invoices: number;
}

async function figures(s: MixSession): Promise<MixFigures> {
  const [deps, addresses, balance, billable, invoices] = await Promise.all([
    callAs(s, AjaxDepartment),
    callAs(s, InvoiceAjaxUserAddress),
    callAs(s, GetBalance),
    callAs(s, InvoiceGetAcctList, { param: { page_count: 100 } }),
    callAs(s, InvoiceGetLists, { param: { page_count: 1 } }),
  ]);
  return {
    departments: deps.data.department.length,
    addresses: Object.keys(addresses.user_address).length,
    balance: Math.round(Number(balance.balanceInfo.balance) * 100),
    billable: billable.count,
    invoices: invoices.count,
  };
}

/** Reads what the mix works on (as the demo shop's master) and makes the role it renames. */
export async function prepareWriteMix(master: MixSession): Promise<MixState> {
  const tag = Math.random().toString(36).slice(2, 7);
  const role = await callAs(master, NewGrp, { grpName: `并发-${tag}` });
  if (role.err_code !== 0) throw new Error(`role not created: ${role.err_msg}`);
  const staff = await callAs(master, GetStaff, { param: { curr_page: 1, page_count: 50 } });
  const seatStaff = staff.staff.find((p) => p.login_name === 'demo_finance');
  if (!seatStaff) throw new Error('demo_finance not found');
  const addresses = Object.values((await callAs(master, InvoiceAjaxUserAddress)).user_address).map((a) => a.address_id);
  const fees = (await callAs(master, InvoiceGetAcctList, { param: { page_count: 100 } })).data.map((f) => f.acct_item_id);
  return { tag, roleId: role.grpID, seatStaffId: seatStaff.staff_id, addressIds: addresses, feeIds: fees, before: await figures(master) };
}

/** The i-th write of the mix, as a call on session `s`. */
function mixCall(state: MixState, s: MixSession, i: number): Promise<MixReply> {
  const kind = MIX_KINDS[i % MIX_KINDS.length];
  const n = Math.floor(i / MIX_KINDS.length);
  const tagged = <T extends { err_code: number; err_msg?: string }>(p: Promise<T>, extra: Partial<MixReply> = {}) =>
    p.then((r) => ({ kind, err_code: r.err_code, err_msg: r.err_msg, ...extra }));
  switch (kind) {
    case 'newDep':
      return tagged(callAs(s, NewDep, { depName: `部门${state.tag}-${i}` }));
    case 'addAddress':
      return tagged(
        callAs(s, HomeAddressAct, {
          type: ADDRESS_ACT.add,
          receiver: `收件人${n}`,
          province: '440000',
          city: '440600',
          region: '440606',
          address: `工业大道 ${i} 号`,
          postcode: '528311',
          tel: '13500135000',
          mail: 'mix@example.com',
        }),
      );
    case 'buySeat':
      return tagged(callAs(s, BuySeat, { staffID: state.seatStaffId, buyMonths: 1 }));
    case 'renameRole':
      return tagged(callAs(s, EditGrpName, { grpID: state.roleId, grpName: `并发-${state.tag}-${i}` }));
    case 'drawBill': {
      // Two fees per draw, overlapping the next draw's: most draws meet a fee another one claims.
      const fees = state.feeIds;
      const items = fees.length ? [fees[n % fees.length], fees[(n + 1) % fees.length]] : [];
      return tagged(callAs(s, InvoiceDrawBill, { acc_items: items, address_id: state.addressIds[0] }), { items });
    }
    case 'setDefault':
      return tagged(callAs(s, HomeAddressAct, { type: ADDRESS_ACT.setDefault, id: state.addressIds[n % state.addressIds.length] }));
  }
}

/** Fires `total` writes of the mix at once, spread over `sessions`; answers every reply. */
export function fireWriteMix(state: MixState, sessions: readonly MixSession[], total: number): Promise<MixReply[]> {
  return Promise.all(Array.from({ length: total }, (_, i) => mixCall(state, sessions[i % sessions.length], i)));
}

/**
 * What must hold after the mix, read back over the API: each acknowledged write happened exactly
 * once and each refused one not at all. Answers the broken rules (empty when all hold).
 */
export async function checkWriteMix(master: MixSession, state: MixState, replies: readonly MixReply[]): Promise<string[]> {
  const ok = (kind: MixKind) => replies.filter((r) => r.kind === kind && r.err_code === 0);
  const after = await figures(master);
  const broken: string[] = [];
  const expect = (what: string, actual: number, wanted: number) => {
    if (actual !== wanted) broken.push(`${what}: ${actual}, expected ${wanted}`);
  };
  expect('departments', after.departments - state.before.departments, ok('newDep').length);
  expect('addresses', after.addresses - state.before.addresses, ok('addAddress').length);
  expect('balance debited (fen)', state.before.balance - after.balance, ok('buySeat').length * SEAT_PLANS[1].priceFen);
  expect('invoices', after.invoices - state.before.invoices, ok('drawBill').length);
  expect('fees claimed', state.before.billable - after.billable, ok('drawBill').reduce((sum, r) => sum + (r.items?.length ?? 0), 0));
  const claimed = ok('drawBill').flatMap((r) => r.items ?? []);
  expect('fees claimed twice', claimed.length - new Set(claimed).size, 0);
  const addresses = Object.values((await callAs(master, InvoiceAjaxUserAddress)).user_address);
  expect('default addresses', addresses.filter((a) => a.is_default === 1).length, 1);
  const roleName = (await callAs(master, AjaxGroup)).data.find((g) => g.group_id === state.roleId)?.group_name;
  const renamedTo = new Set(ok('renameRole').map((r) => replies.indexOf(r)).map((i) => `并发-${state.tag}-${i}`));
  if (renamedTo.size && !renamedTo.has(roleName ?? '')) broken.push(`role name ${roleName} is none of the acknowledged renames`);
  if (after.balance < 0) broken.push(`balance ${fenToYuan(after.balance)} below zero`);
  return broken;
}
