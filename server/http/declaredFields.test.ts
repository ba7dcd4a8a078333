/**
 * Contracts declared with their fields (src/common/contract.ts, src/common/fields.ts): the server
 * reads a request by them with its `Input` getters, with the same refusals, so a route moves to a
 * declared contract without a reply changing.
 */
import { post, replyOf, wireFields, type FieldsOf } from '../../src/common/contract';
import { int, json, text } from '../../src/common/fields';
import { jsonObject, optInt, paramObject } from '../../src/common/params';
import { ApiError } from './errors';
import { Input, type RawFields } from './input';

const Example = post('/Example-save', {
  fields: {
    name: text({ required: true, max: 5 }),
    phone: text({ number: 'mobile' }),
    id: int({ required: true, min: 1 }),
    page: int(),
    param: json(jsonObject({ curr_page: optInt })),
    extra: json(paramObject({}), { required: false }),
  },
  reply: replyOf<{ id: number }>(),
});

/** The refusal of `fields` as the reply's message id and values, or the parsed fields. */
function parse(fields: RawFields) {
  try {
    return { fields: new Input(fields).parse(Example.fields) };
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    return { refused: err.text?.id, values: err.text?.values };
  }
}

const good: RawFields = { name: ' ab ', id: '7', param: '{"curr_page":"2"}' };

describe('declared contract fields', () => {
  it('carries a list\'s page size, typed as the number declared', () => {
    const Listing = post('/Example-list', { fields: { param: json(jsonObject({ curr_page: optInt })) }, pageSize: 20 });
    const size: 20 = Listing.pageSize;
    expect(size).toBe(20);
    expect(Example.pageSize).toBeUndefined();
  });

  it('keeps the method and path, and carries the declarations', () => {
    expect(Example.method).toBe('POST');
    expect(Example.path).toBe('/Example-save');
    expect(Object.keys(Example.fields)).toEqual(['name', 'phone', 'id', 'page', 'param', 'extra']);
    expect(Example.fields.id).toEqual({ kind: 'int', options: { required: true, min: 1 } });
  });

  it('parses wire text into what the handler means', () => {
    expect(parse({ ...good, phone: '139 2233 4455', page: ' 3 ' })).toEqual({
      fields: { name: 'ab', phone: '13922334455', id: 7, page: 3, param: { curr_page: 2 }, extra: {} },
    });
  });

  it('refuses as the Input getters do: missing, too long, wrong type, bad JSON, and the inner path', () => {
    expect(parse({ ...good, name: '  ' })).toEqual({ refused: 'server.fieldRequired', values: { field: 'name' } });
    expect(parse({ ...good, name: '一二三四五六' })).toEqual({ refused: 'server.fieldTooLong', values: { field: 'name', max: 5 } });
    expect(parse({ ...good, id: '0' })).toEqual({ refused: 'server.fieldType', values: { field: 'id' } });
    expect(parse({ ...good, id: '1.5' })).toEqual({ refused: 'server.fieldType', values: { field: 'id' } });
    expect(parse({ ...good, id: '99999999999' })).toEqual({ refused: 'server.fieldType', values: { field: 'id' } });
    expect(parse({ ...good, param: '{' })).toEqual({ refused: 'server.badJson', values: { field: 'param' } });
    expect(parse({ ...good, param: '{"curr_page":"x"}' })).toEqual({ refused: 'server.fieldType', values: { field: 'param.curr_page' } });
    expect(parse({ ...good, param: undefined as unknown as string })).toEqual({ refused: 'server.fieldRequired', values: { field: 'param' } });
  });

  it('reads what a caller writes once it is on the wire (numbers and objects as text)', () => {
    const fields: Parameters<typeof wireFields>[0] = { name: 'ab', id: 7, param: { curr_page: 2 } } satisfies FieldsOf<typeof Example>;
    // @ts-expect-error -- `id` is required, `name` too: a caller leaving one out does not compile.
    const missing: FieldsOf<typeof Example> = { name: 'ab', param: { curr_page: 2 } };
    expect(parse(wireFields(missing))).toEqual({ refused: 'server.fieldRequired', values: { field: 'id' } });
    expect(parse(wireFields(fields))).toEqual({ fields: { name: 'ab', phone: undefined, id: 7, page: undefined, param: { curr_page: 2 }, extra: {} } });
  });
});
