/** Stops the server that globalSetup.ts started and removes its temporary data directory. */
import type { RunningServer } from './server';
import { stopServer } from './server';

const holder = globalThis as { __E2E_SERVER__?: RunningServer };

export default async function globalTeardown(): Promise<void> {
  const server = holder.__E2E_SERVER__;
  if (server) await stopServer(server);
  holder.__E2E_SERVER__ = undefined;
}
