/**
 * Webpack loader of the message packs (src/locales/packs/<pack>.<language>.ts, webpack.config.ts):
 * runs the pack at build time and emits its messages precompiled (precompile.ts), so that the
 * browser parses no message and react-intl ships without its parser. The pack itself is run under
 * the query '?strings', which this loader's rule leaves out.
 */
import type { LoaderContext } from 'webpack';
import { precompileMessages } from './precompile';

/** Ids only the server formats: its audit texts (`audit.*`) and its refusals (`<feature>.server.*`). */
export const SERVER_ONLY_MESSAGE = /^(audit\.|[a-zA-Z]+\.server\.)/;

/**
 * The messages a page can show. The server writes its audit texts into the logs and its refusals
 * into `err_msg` in the request's language (the page shows the text it is given), so those ids stay
 * out of the packs every area page loads. The shared `server.*` texts stay: pages use some.
 */
export function forTheBrowser(messages: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(messages).filter(([id]) => !SERVER_ONLY_MESSAGE.test(id)));
}

export default function precompileLoader(this: LoaderContext<object>): void {
  const done = this.async();
  const language = /\.([a-z]{2}-[A-Z]{2})\.ts$/.exec(this.resourcePath)?.[1];
  if (!language) {
    done(new Error(`${this.resourcePath}: a message pack is named <pack>.<language>.ts`));
    return;
  }
  this.importModule(`${this.resourcePath}?strings`).then(
    (pack: { default: Record<string, string> }) => {
      const trees = precompileMessages(forTheBrowser(pack.default), language);
      // JSON.parse of a string literal: quicker for the browser than the same object as code.
      done(null, `export default JSON.parse(${JSON.stringify(JSON.stringify(trees))});\n`);
    },
    (error: Error) => done(error),
  );
}
