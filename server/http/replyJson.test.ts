/** Reply text with kept parts: the same JSON as JSON.stringify, whatever is kept. */
import { fixedJson, replyJson } from './replyJson';

it('writes the same text as JSON.stringify, with kept parts and without', () => {
  const kept = fixedJson({ SF_STAFF_QUERY: true, nested: { name: '演示家具厂', list: [1, 'a"b'] } });
  const body = { err_code: 0, err_msg: '', auth_info: kept, user_info: { user_ip: '127.0.0.1', note: 'line\nbreak' }, empty: [], n: null };
  expect(replyJson(body)).toBe(JSON.stringify(body));
  expect(JSON.parse(replyJson(body))).toEqual(body);
});

it('leaves out undefined values and functions as JSON.stringify does; an empty body is {}', () => {
  const body = { a: 1, b: undefined, c: () => 1, d: 'x' };
  expect(replyJson(body)).toBe(JSON.stringify(body));
  expect(replyJson({})).toBe('{}');
  expect(replyJson({ only: undefined })).toBe('{}');
});

it('a kept part cannot change after its text was kept', () => {
  const kept = fixedJson({ shop_name: '甲', props: { ErpPush: 1 } }) as { shop_name: string; props: { ErpPush: number } };
  expect(() => {
    kept.shop_name = '乙';
  }).toThrow(TypeError);
  expect(() => {
    kept.props.ErpPush = 2;
  }).toThrow(TypeError);
  expect(replyJson({ kept })).toBe('{"kept":{"shop_name":"甲","props":{"ErpPush":1}}}');
});
