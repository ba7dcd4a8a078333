/**
 * A route chunk that cannot be loaded: webpack's ChunkLoadError [API-15] and the CSS plugin's
 * CSS_CHUNK_LOAD_FAILED [API-16] end in a reload offer, not a white page and not a bug report.
 */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense } from 'react';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { zhCN } from '../locales/zh-CN';
import { setupTestBackend } from '../../tests/helpers/backend';
import { allowConsoleInThisTest } from '../../tests/helpers/consoleGuard';
import { renderApp } from '../../tests/helpers/renderApp';
import { CHUNK_LOAD_ERROR_NAME, CSS_CHUNK_LOAD_FAILED, isChunkLoadError } from './chunkLoad';
import * as navigation from './navigation';

const backend = setupTestBackend();

/** The errors webpack's runtime and mini-css-extract-plugin reject a chunk load with. */
function jsChunkError(): Error {
  const error = new Error('Loading chunk 512 failed.\n(timeout: http://localhost/invoice.3f2a.js)');
  error.name = 'ChunkLoadError';
  return Object.assign(error, { type: 'timeout', request: 'http://localhost/invoice.3f2a.js' });
}

function cssChunkError(): Error {
  const error = new Error('Loading CSS chunk 512 failed.\n(error: http://localhost/invoice.3f2a.css)');
  return Object.assign(error, { code: 'CSS_CHUNK_LOAD_FAILED', type: 'error', request: 'http://localhost/invoice.3f2a.css' });
}

async function renderFailingChunk(error: Error) {
  const Page = lazy(() => Promise.reject(error));
  renderApp(
    <ErrorBoundary>
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>
    </ErrorBoundary>,
    { boot: false },
  );
  return screen.findByText(zhCN['error.chunk.title']);
}

it('recognises both kinds of chunk failure, and nothing else', () => {
  expect(CHUNK_LOAD_ERROR_NAME).toBe('ChunkLoadError');
  expect(CSS_CHUNK_LOAD_FAILED).toBe('CSS_CHUNK_LOAD_FAILED');
  expect(isChunkLoadError(jsChunkError())).toBe(true);
  expect(isChunkLoadError(cssChunkError())).toBe(true);
  expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/a.js'))).toBe(true);
  expect(isChunkLoadError(new Error('table exploded'))).toBe(false);
  expect(isChunkLoadError(null)).toBe(false);
});

for (const [id, make] of [
  ['[API-15] a JS chunk failure (ChunkLoadError)', jsChunkError],
  ['[API-16] a CSS chunk failure (CSS_CHUNK_LOAD_FAILED)', cssChunkError],
] as const) {
  it(`${id} offers a reload instead of a white page, and is not reported as a bug`, async () => {
    // React reports the error the boundary caught.
    allowConsoleInThisTest(/Loading (CSS )?chunk 512 failed/);
    const reload = jest.spyOn(navigation, 'reloadPage').mockImplementation(() => undefined);
    const reports: string[] = [];
    backend.current.server.events.on('request:start', ({ request }) => void reports.push(request.url));
    expect(await renderFailingChunk(make())).toBeInTheDocument();
    expect(screen.getByText(zhCN['error.chunk.text'])).toBeInTheDocument();
    expect(screen.queryByText(zhCN['error.boundary.title'])).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: zhCN['error.boundary.reload'] }));
    expect(reload).toHaveBeenCalled();
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(reports.filter((u) => u.includes('Report-clientError'))).toEqual([]);
  });
}
