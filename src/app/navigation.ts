/**
 * Leaving the page (to another of the five HTML pages). Kept in one place so that a host can finish
 * work first (the in-page demo backend saves its database) and tests can watch where the app goes.
 */
type BeforeNavigate = () => Promise<void>;

const beforeNavigate: BeforeNavigate[] = [];

/** Runs `hook` (and waits for it) before every page change. */
export function onBeforeNavigate(hook: BeforeNavigate): void {
  beforeNavigate.push(hook);
}

/** Goes to `url` (relative to the current page, e.g. 'user.html#/login'). */
export function navigateTo(url: string): void {
  void Promise.all(beforeNavigate.map((hook) => hook().catch(() => undefined))).then(() => {
    window.location.assign(url);
  });
}

/** Reloads the current page. */
export function reloadPage(): void {
  window.location.reload();
}
