/**
 * The development host's service worker, kept quiet about refreshes that fail.
 *
 * msw's worker.start() refreshes an existing registration with `registration.update()` and never
 * handles that promise. The refresh fails whenever the page goes away while it runs (msw's own
 * reload of an uncontrolled page, the reload after a demo reset) or the dev server is busy
 * rebuilding; the unhandled rejection then brought up webpack-dev-server's overlay, "Failed to update
 * a ServiceWorker ... mockServiceWorker.js", over a page that works: the running worker keeps serving.
 *
 * A page gets the same registration object for the same registration every time it asks
 * (ServiceWorkerContainer.getRegistrations), so the registrations found here are the ones msw
 * refreshes: each gets an `update` whose failure is noted and answered with the registration as it is.
 */

/** A refresh that failed: why, for the console. */
export type UpdateFailureNote = (scope: string, error: unknown) => void;

const guarded = new WeakSet<ServiceWorkerRegistration>();

/** Makes `registration.update()` settle even when the refresh fails (once per registration). */
export function guardRegistration(registration: ServiceWorkerRegistration, note: UpdateFailureNote): void {
  if (guarded.has(registration)) return;
  guarded.add(registration);
  const update = registration.update.bind(registration);
  registration.update = () =>
    update().catch((error: unknown) => {
      note(registration.scope, error);
      return registration;
    });
}

/** Guards every registration of this origin that exists now (before msw refreshes them). */
export async function guardWorkerUpdates(container: ServiceWorkerContainer, note: UpdateFailureNote): Promise<void> {
  for (const registration of await container.getRegistrations()) guardRegistration(registration, note);
}
