/** A render failure: the exception page, and a report through Report-clientError (real backend). */
import { act, screen, waitFor } from '@testing-library/react';
import { setLanguage } from '../app/i18n';
import { enUS } from '../locales/en-US';
import { setupTestBackend } from '../../tests/helpers/backend';
import { allowConsoleInThisTest } from '../../tests/helpers/consoleGuard';
import { renderApp } from '../../tests/helpers/renderApp';
import { ErrorBoundary } from './ErrorBoundary';

const backend = setupTestBackend();

function Broken(): never {
  throw new Error('table exploded');
}

it('[PAGES-10] [PAGES-11] [PAGES-12] [PAGES-13] [PAGES-14] a render failure shows the exception page with the stack and is reported', async () => {
  // React reports the error the boundary caught; that report is the point of this test.
  allowConsoleInThisTest(/table exploded/);
  const reports: URLSearchParams[] = [];
  backend.current.server.events.on('request:start', async ({ request }) => {
    if (request.url.endsWith('/api/Report-clientError')) reports.push(new URLSearchParams(await request.clone().text()));
  });
  act(() => setLanguage('en-US'));
  renderApp(
    <ErrorBoundary>
      <Broken />
    </ErrorBoundary>,
    { boot: false },
  );
  expect(screen.getByText(enUS['error.boundary.title'])).toBeInTheDocument();
  expect(enUS['error.boundary.title']).toBe('Oops! Something went wrong.');
  expect(screen.getByText('The page has an exception, the error has been reported!')).toBeInTheDocument();
  expect(screen.getByText('Developers are urgently fixing it, please wait patiently!')).toBeInTheDocument();
  expect(document.body).toHaveTextContent('table exploded');
  await waitFor(() => expect(reports).toHaveLength(1));
  expect(reports[0].get('message')).toBe('table exploded');
  expect(reports[0].get('stack')).toContain('Broken');
});
