/**
 * The pages' paint-first scripts (paintFirst.ts): the login page's scripts start only after the first
 * paint, and a submit made before React has the form is held, then made again once the page is live;
 * an area page's after the first paint of the frame the host drew in it, at once without one.
 * In Chromium: tests/e2e/startup.e2e.test.ts, tests/e2e/frame.e2e.test.ts.
 */
import { AFTER_PAINT_TYPE, announceLive, holdSubmitsUntilLive, startAreaScripts, startScriptsAfterFirstPaint } from './paintFirst';

/** A fresh document for each test, so that no listener of one test stays on the next: parsed, unless told otherwise. */
function newDocument(readyState: DocumentReadyState = 'complete'): Document {
  const doc = document.implementation.createHTMLDocument('login');
  Object.defineProperty(doc, 'readyState', { value: readyState, configurable: true });
  return doc;
}

function inertScripts(doc: Document, sources: string[]): void {
  for (const src of sources) {
    const script = doc.createElement('script');
    script.type = AFTER_PAINT_TYPE;
    script.src = src;
    doc.head.append(script);
  }
}

const scriptsOf = (doc: Document) => [...doc.querySelectorAll('script')].map((s) => ({ src: s.getAttribute('src'), type: s.getAttribute('type'), async: s.async }));

const setVisibility = (doc: Document, visibility: DocumentVisibilityState) => Object.defineProperty(doc, 'visibilityState', { value: visibility, configurable: true });

/**
 * A window around `doc` whose frames, timers and paint reports the test drives; with `reportsPaint`,
 * it reports paints as Chromium does (PerformanceObserver, type 'paint').
 */
function fakeWindow(doc: Document, { visibility = 'visible', reportsPaint = false }: { visibility?: DocumentVisibilityState; reportsPaint?: boolean } = {}) {
  setVisibility(doc, visibility);
  const frames: FrameRequestCallback[] = [];
  const tasks: (() => void)[] = [];
  const observers: ((names: string[]) => void)[] = [];
  class PaintObserver {
    static supportedEntryTypes = ['paint'];
    private connected = true;
    constructor(callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {
      observers.push((names) => this.connected && callback({ getEntriesByName: (name: string) => names.filter((n) => n === name) }));
    }
    observe() {}
    disconnect() {
      this.connected = false;
    }
  }
  const win = {
    document: doc,
    requestAnimationFrame: (callback: FrameRequestCallback) => frames.push(callback),
    setTimeout: (callback: () => void) => tasks.push(callback),
    ...(reportsPaint ? { PerformanceObserver: PaintObserver } : {}),
  } as unknown as Window;
  const runFrame = () => frames.splice(0).forEach((callback) => callback(0));
  const runTasks = () => tasks.splice(0).forEach((callback) => callback());
  const reportPaint = (name: string) => observers.forEach((observer) => observer([name]));
  return { win, runFrame, runTasks, reportPaint };
}

describe('the login page’s scripts wait for its first paint', () => {
  it('start once the browser reports the first contentful paint, in their order, as scripts the browser runs in order', () => {
    const doc = newDocument();
    inertScripts(doc, ['runtime~user.js', 'user.js']);
    const { win, runFrame, runTasks, reportPaint } = fakeWindow(doc, { reportsPaint: true });
    startScriptsAfterFirstPaint(win);
    runFrame();
    runTasks();
    reportPaint('first-paint');
    expect(scriptsOf(doc).every((s) => s.type === AFTER_PAINT_TYPE)).toBe(true);
    reportPaint('first-contentful-paint');
    expect(scriptsOf(doc)).toEqual([
      { src: 'runtime~user.js', type: null, async: false },
      { src: 'user.js', type: null, async: false },
    ]);
  });

  it('where the browser reports no paint, start in a task after the next frame, in their order, as scripts the browser runs in order', () => {
    const doc = newDocument();
    inertScripts(doc, ['runtime~user.js', 'vendor.js', 'user.js']);
    const { win, runFrame, runTasks } = fakeWindow(doc);
    startScriptsAfterFirstPaint(win);
    runTasks();
    expect(scriptsOf(doc).every((s) => s.type === AFTER_PAINT_TYPE)).toBe(true);
    runFrame();
    // The frame's callback only queues the start: the frame paints first.
    expect(scriptsOf(doc).every((s) => s.type === AFTER_PAINT_TYPE)).toBe(true);
    runTasks();
    expect(scriptsOf(doc)).toEqual([
      { src: 'runtime~user.js', type: null, async: false },
      { src: 'vendor.js', type: null, async: false },
      { src: 'user.js', type: null, async: false },
    ]);
  });

  it('wait for the markup to be parsed before waiting for the frame', () => {
    const doc = newDocument('loading');
    inertScripts(doc, ['user.js']);
    const { win, runFrame, runTasks } = fakeWindow(doc);
    startScriptsAfterFirstPaint(win);
    runFrame();
    runTasks();
    expect(scriptsOf(doc)[0].type).toBe(AFTER_PAINT_TYPE);
    doc.dispatchEvent(new Event('DOMContentLoaded'));
    runFrame();
    runTasks();
    expect(scriptsOf(doc)[0].type).toBeNull();
  });

  it('start at once in a tab opened in the background, which paints no frame', () => {
    const doc = newDocument();
    inertScripts(doc, ['user.js']);
    const { win } = fakeWindow(doc, { visibility: 'hidden', reportsPaint: true });
    startScriptsAfterFirstPaint(win);
    expect(scriptsOf(doc)).toEqual([{ src: 'user.js', type: null, async: false }]);
  });

  it('start as the tab is put in the background before its first paint', () => {
    const doc = newDocument();
    inertScripts(doc, ['user.js']);
    const { win } = fakeWindow(doc, { reportsPaint: true });
    startScriptsAfterFirstPaint(win);
    expect(scriptsOf(doc)[0].type).toBe(AFTER_PAINT_TYPE);
    setVisibility(doc, 'hidden');
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(scriptsOf(doc)[0].type).toBeNull();
  });
});

describe('a submit made before the page is live', () => {
  /**
   * A document with the login form, its submits held: `seen` lists, for each submit the page's own
   * handler (React's, at its root) gets, whether it had been cancelled before it.
   */
  function heldLoginForm() {
    const doc = newDocument();
    const form = doc.createElement('form');
    form.innerHTML = '<input id="login_name"><button type="submit">Log in</button>';
    doc.body.append(form);
    const seen: boolean[] = [];
    doc.body.addEventListener('submit', (event) => {
      seen.push(event.defaultPrevented);
      event.preventDefault();
    });
    holdSubmitsUntilLive(doc);
    return { doc, form, seen };
  }

  it('is held, not sent as the browser’s own request, and made again once the page is live', () => {
    const { doc, form, seen } = heldLoginForm();
    const early = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    expect(seen).toEqual([]);
    announceLive(doc);
    expect(seen).toEqual([false]);
  });

  it('is not made again when there was none, and submits after the page is live pass untouched', () => {
    const { doc, form, seen } = heldLoginForm();
    announceLive(doc);
    expect(seen).toEqual([]);
    form.requestSubmit();
    expect(seen).toEqual([false]);
  });
});

describe('an area page’s scripts', () => {
  const areaDocument = (framed: boolean) => {
    const doc = newDocument();
    const root = doc.createElement('div');
    root.id = 'root';
    if (framed) root.setAttribute('data-framed', '');
    doc.body.append(root);
    inertScripts(doc, ['runtime~index.js', 'index.js']);
    return doc;
  };

  it('wait for the first paint of the frame the host drew in the page', () => {
    const doc = areaDocument(true);
    const { win, runFrame, runTasks, reportPaint } = fakeWindow(doc, { reportsPaint: true });
    startAreaScripts(win);
    runFrame();
    runTasks();
    expect(scriptsOf(doc).every((s) => s.type === AFTER_PAINT_TYPE)).toBe(true);
    reportPaint('first-contentful-paint');
    expect(scriptsOf(doc)).toEqual([
      { src: 'runtime~index.js', type: null, async: false },
      { src: 'index.js', type: null, async: false },
    ]);
  });

  it('start at once, in their order, where the host drew no frame (nothing would be painted before them)', () => {
    const doc = areaDocument(false);
    const { win } = fakeWindow(doc, { reportsPaint: true });
    startAreaScripts(win);
    expect(scriptsOf(doc)).toEqual([
      { src: 'runtime~index.js', type: null, async: false },
      { src: 'index.js', type: null, async: false },
    ]);
  });
});
