/** The browser APIs antd and the backend need that jsdom lacks, and a Chinese-speaking browser. */
import { File as NodeFile } from 'node:buffer';
import { webcrypto } from 'node:crypto';
import { fakeMediaQueryList } from './mediaQuery';

// antd's responsive helpers (Grid, Menu overflow, Descriptions) ask matchMedia.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string): MediaQueryList => fakeMediaQueryList(query, false),
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

// jsdom has no canvas: its getContext prints "Not implemented" and answers null. antd's QR code
// (the notices' 扫码 preview) then draws nothing; answering null quietly keeps that behaviour
// without the noise.
HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;

// jest-fixed-jsdom gives the page Node's Blob and FormData but leaves jsdom's File, which Node's
// FormData refuses ('parameter 2 is not of type Blob'): an upload needs the File of the same realm.
Object.defineProperty(globalThis, 'File', { configurable: true, writable: true, value: NodeFile });
