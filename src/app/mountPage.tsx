/**
 * What every entry does, the login page's and the areas': load the page's messages in the language
 * in use, start the in-page backend in API_MODE 'msw' (development), then render. In production
 * the 'msw' branch is dead code, so neither the mock host nor the server code is bundled.
 */
import 'antd/dist/reset.css';
import './global.css';
import { startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { activeIntl } from './activeIntl';
import { hydrateIn, isLanguage, loadMessages, type MessagePack } from './i18n';

/** Resolves in a task of its own, after the browser had its turn. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Renders `page()` into #root once `pack` is loaded. `page` is called as soon as the backend can
 * answer, so the page's first requests (the session) travel while the messages load.
 */
export async function mountPage(pack: MessagePack, page: () => ReactNode | Promise<ReactNode>): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from the page');
  // The language the build rendered the page in (the login page), if it did.
  const arrivedIn = isLanguage(container.dataset.prerendered) ? container.dataset.prerendered : undefined;
  // Without its messages the page still works, showing message ids: better than no page at all.
  const messages = loadMessages(pack, arrivedIn).catch((e: unknown) => console.error(e));
  if (process.env.API_MODE === 'msw') {
    try {
      await (await import(/* webpackChunkName: "demo-backend" */ '../../mocks/browser')).startBrowserBackend();
    } catch (e) {
      console.error(e);
      await messages;
      container.textContent = activeIntl().formatMessage({ id: 'app.demoBackendFailed' }, { message: e instanceof Error ? e.message : String(e) });
      return;
    }
  }
  // Each step of the start-up in a task of its own, so a slow phone gets to paint and answer input
  // between them: evaluating the modules (done by now), making the page (its store and first
  // requests; an area brings in its modules in steps too: bootstrap.tsx), then, once the messages
  // are in, the first render.
  await nextTask();
  const content = <StrictMode>{await page()}</StrictMode>;
  await nextTask();
  await messages;
  // As a transition, React renders (or hydrates) the first page in slices of a few milliseconds,
  // yielding to the browser between them: a slow phone stays responsive (no long task).
  if (arrivedIn) {
    // The page arrived rendered by the build (the login page): React takes over its markup, in the
    // language it was rendered in, then shows it in the one in use if that is another (i18n.ts).
    hydrateIn(arrivedIn);
    startTransition(() => void hydrateRoot(container, content));
    return;
  }
  const root = createRoot(container);
  startTransition(() => root.render(content));
}
