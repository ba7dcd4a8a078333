/**
 * The login page arrives rendered (scripts/render-at-build.tsx): a phone can show the form from its
 * HTML and styles alone. Its scripts are ten times the bytes of its styles; fetched at once, they
 * share the slow line with the styles and come before the first paint on the page's path. So the
 * page lists them inert (`<script type="text/x-after-paint" src=…>`, webpack.config.ts) and its
 * first script, small and loaded before the form is parsed (paintFirstEntry.ts), starts them once
 * the form has been painted.
 *
 * That widens the time in which the form shows but React does not have it yet. What a visitor does
 * in it is kept: a submit (Enter, the button) is held, not sent as the browser's own form request
 * (which would reload the page and lose what was typed), and made again once the page announces it
 * is live (`announceLive`), after it has taken in the values typed before (useArrivedForm.ts).
 * React takes the markup over as it is, whatever the language the visitor chose (mountPage.tsx,
 * i18n.ts `hydrateIn`): the form, its fields and the focus stay the elements they were.
 *
 * An area page does the same with the frame of its shell that the Node host draws in it for a
 * visitor who is logged in (server/pages/areaFrame.ts): its scripts start once that has been
 * painted (`startAreaScripts`); it has no form to hold.
 */
import { FRAMED_ROOT_ATTRIBUTE } from '../../common/constants';

/** The `type` of the scripts that wait for the first paint: one the browser neither runs nor fetches. */
export const AFTER_PAINT_TYPE = 'text/x-after-paint';
/** The event on `document` by which the page says React has it and its forms answer (announceLive). */
export const LIVE_EVENT = 'erp:live';

/** Said by the page once React has it: a submit held until then is made again. */
export function announceLive(doc: Document = document): void {
  doc.dispatchEvent(new Event(LIVE_EVENT));
}

/**
 * Holds the submits of `doc`'s forms until the page announces it is live, then submits the last
 * form held again, through its own handlers. Listens in the capture phase on the document, before
 * any listener of React's root.
 */
export function holdSubmitsUntilLive(doc: Document): void {
  let held: HTMLFormElement | null = null;
  const hold = (event: Event) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    if (event.target instanceof HTMLFormElement) held = event.target;
  };
  doc.addEventListener('submit', hold, true);
  doc.addEventListener(
    LIVE_EVENT,
    () => {
      doc.removeEventListener('submit', hold, true);
      held?.requestSubmit();
    },
    { once: true },
  );
}

/** Turns the page's inert scripts into scripts the browser fetches and runs, in their order. */
export function startAfterPaintScripts(doc: Document): void {
  for (const inert of doc.querySelectorAll<HTMLScriptElement>(`script[type="${AFTER_PAINT_TYPE}"]`)) {
    const script = doc.createElement('script');
    script.src = inert.src;
    // Inserted scripts run as soon as each arrives unless told otherwise: these run in order.
    script.async = false;
    inert.replaceWith(script);
  }
}

/**
 * Calls `callback` in a task queued from the next frame: a frame's callbacks run just before it
 * paints, so the task runs once that paint is done. Returns what cancels it.
 */
export function afterNextPaint(win: Pick<Window, 'requestAnimationFrame' | 'cancelAnimationFrame' | 'setTimeout' | 'clearTimeout'>, callback: () => void): () => void {
  let task = 0;
  const frame = win.requestAnimationFrame(() => {
    task = win.setTimeout(callback, 0);
  });
  return () => {
    win.cancelAnimationFrame(frame);
    win.clearTimeout(task);
  };
}

/**
 * Starts the inert scripts once the page's markup is in and the browser has shown its first
 * content: when the browser reports that paint; where it reports none, after the next paint. A
 * tab in the background paints nothing; there the scripts start as soon as the markup is in, or as
 * the tab is hidden.
 */
export function startScriptsAfterFirstPaint(win: Window & { PerformanceObserver?: typeof PerformanceObserver }): void {
  const doc = win.document;
  const start = () => startAfterPaintScripts(doc);
  const afterParse = () => {
    if (doc.visibilityState === 'hidden') return start();
    doc.addEventListener('visibilitychange', () => doc.visibilityState === 'hidden' && start());
    if (win.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
      const observer = new win.PerformanceObserver((list: PerformanceObserverEntryList) => {
        if (!list.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        start();
      });
      observer.observe({ type: 'paint', buffered: true });
    } else {
      afterNextPaint(win, start);
    }
  };
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', afterParse, { once: true });
  else afterParse();
}

/**
 * An area page's scripts, once its markup is in: after the first paint of the frame the host drew
 * in #root; at once when it drew none (a visitor who is not logged in: the page has nothing to
 * show before its scripts, which then send the visitor to the login page).
 */
export function startAreaScripts(win: Window & { PerformanceObserver?: typeof PerformanceObserver }): void {
  if (win.document.getElementById('root')?.hasAttribute(FRAMED_ROOT_ATTRIBUTE)) startScriptsAfterFirstPaint(win);
  else startAfterPaintScripts(win.document);
}
