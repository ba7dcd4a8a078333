/** A `MediaQueryList` answering `matches` for `query`, with listeners that never fire (the window of a test does not resize). */
export const fakeMediaQueryList = (query: string, matches: boolean): MediaQueryList => ({
  matches,
  media: query,
  onchange: null,
  addListener: () => undefined,
  removeListener: () => undefined,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
  dispatchEvent: () => false,
});
