/**
 * The contract layer: what goes on the wire, and (checked by the type check of `npm test`) that a
 * route returning another shape than its contract's reply does not compile.
 */
import { route } from './route';
import { wireFields } from '../../src/common/contract';
import { invoiceListParamSchema } from '../../src/common/invoice';
import { AjaxGroup, NewGrp } from '../../src/common/roles';
import * as v from 'valibot';

describe('wireFields', () => {
  it('sends numbers as text, objects and arrays as JSON, and leaves absent values out', () => {
    expect(wireFields({ grpID: 7, grpName: '安装师傅', param: { curr_page: 2, order: 'amount asc' }, ids: [1, 2], none: undefined, nothing: null })).toEqual({
      grpID: '7',
      grpName: '安装师傅',
      param: '{"curr_page":2,"order":"amount asc"}',
      ids: '[1,2]',
    });
    expect(wireFields(undefined)).toEqual({});
  });
});

describe('route() is typed by its contract', () => {
  it('accepts a handler that returns the contract reply (plus an optional toast text)', () => {
    const ok = route(NewGrp, { access: { anyOf: ['SF_GROUP_NEW'] }, handle: async () => ({ grpID: 1, err_msg: '新增岗位角色成功' }) });
    expect([ok.method, ok.path]).toEqual(['POST', '/ShopStaff-newGrp']);
  });

  it('refuses, at compile time, a reply of the wrong shape or a right code that does not exist', () => {
    // @ts-expect-error grpID must be a number
    route(NewGrp, { access: { anyOf: ['SF_GROUP_NEW'] }, handle: async () => ({ grpID: '1' }) });
    // @ts-expect-error the reply lacks `data`
    route(AjaxGroup, { access: 'user', handle: async () => ({}) });
    // @ts-expect-error a misspelt right code
    route(AjaxGroup, { access: { anyOf: ['SF_GROUP_QUERRY'] }, handle: async () => ({ data: [] }) });
    expect(true).toBe(true);
  });
});

describe('list parameters', () => {
  const parse = (input: unknown) => v.safeParse(invoiceListParamSchema, input);

  it('[API-INV-11] fills curr_page 1, page_count 20 and the default order when absent', () => {
    const r = parse(null);
    expect(r.success && r.output).toMatchObject({ curr_page: 1, page_count: 20, order: { field: 'create_date', direction: 'desc' } });
  });

  it('refuses a page_count above the server maximum, an order outside the allow-list and a bad day', () => {
    expect(parse({ page_count: 101 }).success).toBe(false);
    expect(parse({ page_count: 100 }).success).toBe(true);
    expect(parse({ order: 'password asc' }).success).toBe(false);
    expect(parse({ order: 'amount sideways' }).success).toBe(false);
    expect(parse({ create_date_min: '2026-02-30' }).success).toBe(false);
    expect(parse([]).success).toBe(false);
  });

  it('reads amounts in yuan as fen, and empty filters as absent', () => {
    const r = parse({ amount_min: '12.5', amount_max: '', invoice_state: '' });
    expect(r.success && r.output).toMatchObject({ amount_min: 1250, amount_max: undefined, invoice_state: undefined });
  });
});
