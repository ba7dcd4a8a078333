/**
 * Component tests talk to the real backend through msw (mocks/node.ts): one in-memory database
 * per test file, the "browser's" cookies cleared after each test.
 */
import { cleanup } from '@testing-library/react';
import { createTestBackend, type TestBackend } from '../../mocks/node';

export interface BackendHandle {
  /** The backend of this test file (set in beforeAll). */
  readonly current: TestBackend;
}

export function setupTestBackend(): BackendHandle {
  let backend: TestBackend | null = null;
  beforeAll(async () => {
    backend = await createTestBackend();
    backend.server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => {
    cleanup();
    backend?.server.resetHandlers();
    backend?.jar.clear();
    localStorage.clear();
  });
  afterAll(async () => {
    backend?.server.close();
    await backend?.close();
  });
  return {
    get current(): TestBackend {
      if (!backend) throw new Error('the test backend starts in beforeAll');
      return backend;
    },
  };
}
