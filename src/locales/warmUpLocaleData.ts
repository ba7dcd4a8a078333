/**
 * The first message react-intl formats makes the browser build its lists of the locales it can
 * format numbers and dates in (createIntl and IntlMessageFormat check the page's language against
 * them): 12–20 ms on a desktop, four times that on a phone, inside the first render's task. Built
 * by the page's first script (src/app/session/earlyStatusEntry.ts), while the rest of its scripts
 * are still downloading and the browser has nothing else to do, it is no longer part of that task.
 * Each list in a task of its own (`inTasks`): one long task would keep a phone from answering.
 */
/** The formats whose locale lists react-intl's first message makes the browser build. */
const FORMATS: readonly { supportedLocalesOf(locales: string): string[] }[] = [Intl.NumberFormat, Intl.DateTimeFormat];

export function warmUpLocaleData(language: string, inTasks: (step: () => void) => void = (step) => step()): void {
  for (const format of FORMATS) {
    inTasks(() => {
      try {
        format.supportedLocalesOf(language);
      } catch {
        // A malformed language tag: react-intl reports it when the page starts; nothing to prepare.
      }
    });
  }
}
