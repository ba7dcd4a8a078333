/**
 * axios's fetch adapter, for the browser build (webpack.config.ts aliases axios/lib/adapters/fetch.js
 * to this file). axios dispatches through the first adapter of ['xhr', 'http', 'fetch'] that the
 * environment has, and every browser has XMLHttpRequest (which upload progress needs anyway), so the
 * fetch adapter never ran: it only cost every page about 4 KiB of gzipped JS. Asked all the same (an
 * `adapter: 'fetch'`), it answers `false`, which axios reports as "not supported by the environment".
 */
export const getFetch = (): false => false;

export default false;
