/**
 * qs's stringify with the side-channel the browser build gives it (webpack.config.ts): the same text
 * as with the package, cycles refused.
 */
jest.mock('side-channel', () => jest.requireActual('./qsSideChannel'));

import stringify from 'qs/lib/stringify';

describe('qs stringify over src/api/qsSideChannel.ts', () => {
  it('writes flat, nested and repeated values as with the package', () => {
    expect(jest.requireMock('side-channel')).toBe(jest.requireActual('./qsSideChannel'));
    expect(stringify({ a: 'x y', b: '中' }, { format: 'RFC1738' })).toBe('a=x+y&b=%E4%B8%AD');
    expect(stringify({ a: { b: [1, { c: 'd' }] } }, { encodeValuesOnly: true })).toBe('a[b][0]=1&a[b][1][c]=d');
    // One object under two keys is no cycle.
    const shared = { k: 1 };
    expect(stringify({ x: shared, y: shared }, { encodeValuesOnly: true })).toBe('x[k]=1&y[k]=1');
  });

  it('refuses a cycle', () => {
    const looped: Record<string, unknown> = { a: 1 };
    looped.self = looped;
    expect(() => stringify(looped)).toThrow(new RangeError('Cyclic object value'));
  });

  it('keeps keys that are not objects too, and says when a key is missing', () => {
    const getSideChannel = jest.requireActual<() => { get(k: unknown): unknown; set(k: unknown, v: unknown): void; has(k: unknown): boolean; delete(k: unknown): boolean; assert(k: unknown): void }>('./qsSideChannel');
    const channel = getSideChannel();
    const key = {};
    channel.set(key, 1);
    channel.set('name', 2);
    expect([channel.get(key), channel.get('name'), channel.has({}), channel.get('other')]).toEqual([1, 2, false, undefined]);
    expect(channel.delete('name')).toBe(true);
    expect(() => channel.assert('name')).toThrow(TypeError);
    expect(() => channel.assert(key)).not.toThrow();
  });
});
