/**
 * side-channel, as qs's stringify (client.ts) uses it, for the browser build (webpack.config.ts
 * aliases the package to this file): a store keyed by the objects stringify is inside of, to refuse
 * a cycle. The package and the ones it brings (get-intrinsic, object-inspect and a dozen more) came
 * to about 11 KiB of gzipped JS on every page, more than the pages' budgets hold; a WeakMap (a Map
 * for keys that are not objects) keeps the same answers. CommonJS, as qs requires it; no import or
 * export, so this file is a script to TypeScript and its names stay inside the function.
 */
module.exports = function getSideChannel() {
  const objects = new WeakMap<object, unknown>();
  const others = new Map<unknown, unknown>();
  const isObject = (key: unknown): key is object => (typeof key === 'object' && key !== null) || typeof key === 'function';
  const has = (key: unknown) => (isObject(key) ? objects.has(key) : others.has(key));
  return {
    get: (key: unknown) => (isObject(key) ? objects.get(key) : others.get(key)),
    has,
    set(key: unknown, value: unknown) {
      if (isObject(key)) objects.set(key, value);
      else others.set(key, value);
    },
    delete: (key: unknown) => (isObject(key) ? objects.delete(key) : others.delete(key)),
    assert(key: unknown) {
      if (!has(key)) throw new TypeError('Side channel does not contain the key');
    },
  };
};
