/**
 * The build's render (render-at-build.tsx) wants the components' markup only: the CSS files they
 * import are the bundles' business, so Node loads them as nothing. Imported first.
 */
import Module from 'node:module';

const extensions = (Module as unknown as { _extensions: Record<string, () => void> })._extensions;
extensions['.css'] = () => undefined;
