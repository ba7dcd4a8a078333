/** Reply bytes with kept parts: the UTF-8 of JSON.stringify, whatever is kept. */
import { fixedJson, replyBytes, type ReplyBody } from './replyBytes';

const text = (reply: ReplyBody) => new TextDecoder().decode(reply.bytes);

it('writes the UTF-8 of JSON.stringify, with kept parts and without', () => {
  const kept = fixedJson({ SF_STAFF_QUERY: true, nested: { name: '演示家具厂', list: [1, 'a"b'] } });
  const other = fixedJson({ agent: '佛山服务中心' });
  const body = { err_code: 0, err_msg: '', auth_info: kept, user_info: { user_ip: '127.0.0.1', note: 'line\nbreak', name: '张三😀' }, agent: other, empty: [], n: null };
  expect(text(replyBytes(body))).toBe(JSON.stringify(body));
  expect(Buffer.from(replyBytes(body).bytes).equals(Buffer.from(JSON.stringify(body), 'utf8'))).toBe(true);
  expect(JSON.parse(text(replyBytes(body)))).toEqual(body);
});

it('starts and ends with kept parts, or holds only them', () => {
  const a = fixedJson({ a: '甲' });
  const b = fixedJson({ b: [2] });
  for (const body of [{ a }, { a, b }, { a, x: 1, b }, { x: '乙', a, b, y: null }]) expect(text(replyBytes(body))).toBe(JSON.stringify(body));
});

it('leaves out undefined values and functions as JSON.stringify does; an empty body is {}', () => {
  const kept = fixedJson({ k: 1 });
  const body = { a: 1, b: undefined, c: () => 1, d: 'x' };
  expect(text(replyBytes(body))).toBe(JSON.stringify(body));
  expect(text(replyBytes({ b: undefined, kept, c: undefined }))).toBe('{"kept":{"k":1}}');
  expect(text(replyBytes({}))).toBe('{}');
  expect(text(replyBytes({ only: undefined }))).toBe('{}');
});

it('a kept part cannot change after its bytes were kept', () => {
  const kept = fixedJson({ shop_name: '甲', props: { ErpPush: 1 } }) as { shop_name: string; props: { ErpPush: number } };
  expect(() => {
    kept.shop_name = '乙';
  }).toThrow(TypeError);
  expect(() => {
    kept.props.ErpPush = 2;
  }).toThrow(TypeError);
  expect(text(replyBytes({ kept }))).toBe('{"kept":{"shop_name":"甲","props":{"ErpPush":1}}}');
});

it('keys replies as their bytes tell them apart: the same reply the same key, another reply another key', () => {
  const a = fixedJson({ name: '甲' });
  const alsoA = fixedJson({ name: '甲' });
  const b = fixedJson({ name: '乙' });
  expect(replyBytes({ a, n: 1 }).key).toBe(replyBytes({ a, n: 1 }).key);
  expect(replyBytes({ n: 1 }).key).toBe(replyBytes({ n: 1 }).key);
  const keys = [{ a, n: 1 }, { a, n: 2 }, { a: b, n: 1 }, { n: 1, a }, { a: { name: '甲' }, n: 1 }, { a, b }, { b, a }].map((body) => replyBytes(body).key);
  expect(new Set(keys).size).toBe(keys.length);
  // Two marked parts with the same text may have their own keys; their bytes are the same.
  expect(text(replyBytes({ a: alsoA, n: 1 }))).toBe(text(replyBytes({ a, n: 1 })));
});

it('a reply keeps its bytes while later ones are made, across many replies and small and large ones', () => {
  const rights = fixedJson(Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`SF_RIGHT_${i}`, i % 2 === 0])));
  const made = Array.from({ length: 200 }, (_, i) => {
    const body = { n: i, name: '名'.repeat(i % 7), auth_info: rights, big: i % 50 === 0 ? 'x'.repeat(20_000) : '' };
    return { body, reply: replyBytes(body) };
  });
  for (const { body, reply } of made) expect(text(reply)).toBe(JSON.stringify(body));
});
