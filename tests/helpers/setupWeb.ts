/**
 * Set-up of the 'web' jest project (jsdom): jest-dom matchers and the browser APIs antd needs that
 * jsdom lacks.
 */
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { webcrypto } from 'node:crypto';

// Pages here render through the real backend (msw → app → SQLite); on a shared, loaded machine a
// first render can take well over testing-library's default 1 s. Waiting longer changes no verdict.
configure({ asyncUtilTimeout: 10_000 });

// A request still in flight when a file's last test ends may answer into an error dialog after
// jest has closed the file; its console output then is noise, yet jest turns it into exit code 1.
// Silence the console once the file is done (tests themselves never depend on it).
afterAll(() => {
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) console[method] = () => undefined;
});

// antd's responsive helpers (Grid, Menu overflow, Descriptions) ask matchMedia.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

// rc-resize-observer (Menu, Segmented, Input.TextArea ...).
class ResizeObserverShim implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', { configurable: true, value: ResizeObserverShim });
}

// React's scheduler uses MessageChannel when present; Node's real one keeps jest from exiting.
class MessageChannelShim {
  port1: { onmessage: ((event: { data: unknown }) => void) | null; postMessage(data: unknown): void; close(): void; start(): void };
  port2: { onmessage: ((event: { data: unknown }) => void) | null; postMessage(data: unknown): void; close(): void; start(): void };
  constructor() {
    const port = (target: () => { onmessage: ((event: { data: unknown }) => void) | null }) => ({
      onmessage: null as ((event: { data: unknown }) => void) | null,
      postMessage(data: unknown) {
        setTimeout(() => target().onmessage?.({ data }), 0);
      },
      close() {},
      start() {},
    });
    this.port1 = port(() => this.port2);
    this.port2 = port(() => this.port1);
  }
}
Object.defineProperty(globalThis, 'MessageChannel', { configurable: true, writable: true, value: MessageChannelShim });

// rc-util measures scrollbars with getComputedStyle(el, '::-webkit-scrollbar'); jsdom throws on pseudo elements.
const realGetComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element, pseudo?: string | null) => realGetComputedStyle(element, pseudo ? undefined : pseudo);

// The backend hashes passwords with WebCrypto.
if (!globalThis.crypto?.subtle) {
  Object.defineProperty(globalThis, 'crypto', { configurable: true, value: webcrypto });
}

// The product's users browse in Chinese; jsdom says en-US. Tests of the detection override this.
Object.defineProperty(window.navigator, 'languages', { configurable: true, get: () => ['zh-CN', 'zh'] });
Object.defineProperty(window.navigator, 'language', { configurable: true, get: () => 'zh-CN' });
