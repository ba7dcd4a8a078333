/**
 * Five HTML pages (the four areas and the login page), each its own entry; the modules they share
 * come in shared chunks, routes and what few pages show are lazy chunks (budgets per page: `npm
 * run bench`). Type checking is a separate `tsc` step (ts-loader only transpiles).
 *
 *   development: API_MODE 'msw' (the backend runs in the page over sql.js), or 'server' when
 *                API_PROXY=http://host:port is set (the dev server proxies /api there)
 *   production:  API_MODE 'server'; mock and server code are dead branches and never bundled
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import path from 'node:path';
import CompressionPlugin from 'compression-webpack-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import { constants as zlib, type BrotliOptions } from 'node:zlib';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack, { type Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { CJK_FONT_ASSET, CJK_FONT_PACKAGE_FILE } from './server/fonts/cjkFont';
// The languages of the pages: the first is the default, written as <page>.html.
import { LOCALES } from './src/locales/locales';
import { AFTER_PAINT_TYPE } from './src/app/paintFirst/paintFirst';
import { BOOT_ROOT, FRAMES_FILE, type AreaFrames } from './server/pages/areaFrame';

const PAGES = ['index', 'erp', 'depot', 'finance', 'user'] as const;
/** The area pages: each loads the early session request first (src/app/session/earlyStatus.ts) and is written in each language. */
const AREA_PAGES: readonly string[] = PAGES.filter((page) => page !== 'user');
const EARLY_STATUS_ENTRY = 'early-status';
/** The login page's first script: it starts the page's own scripts after the first paint (src/app/paintFirst/paintFirst.ts). */
const PAINT_FIRST_ENTRY = 'paint-first';
/** An area page's: the same, after the first paint of the frame the host drew in it, if any. */
const AREA_PAINT_FIRST_ENTRY = 'area-paint-first';
const TITLE = '板式家具云ERP';
/** The text assets that get precompressed copies, when compressing gains at least 10 %. */
const COMPRESSED = { test: /\.(js|css|html|svg|json|txt)$/, threshold: 1024, minRatio: 0.9 };

/**
 * Writes chunks.json beside the pages: the JS and CSS files of each entry (page) and of each named
 * lazy chunk group (a route's page, a message pack ...), in load order. The bench adds up what a
 * page loads from it (scripts/bench.mjs), lazy chunks included, which the HTML alone cannot tell.
 */
class ChunkManifestPlugin {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('ChunkManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ChunkManifestPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const files = (group: webpack.ChunkGroup) => group.getFiles().filter((file) => /\.(js|css)$/.test(file));
        const groups = [...compilation.namedChunkGroups].filter(([name]) => !compilation.entrypoints.has(name));
        const manifest = {
          entries: Object.fromEntries([...compilation.entrypoints].map(([name, group]) => [name, files(group)])),
          groups: Object.fromEntries(groups.map(([name, group]) => [name, files(group)])),
        };
        compilation.emitAsset('chunks.json', new webpack.sources.RawSource(`${JSON.stringify(manifest, null, 1)}\n`));
      });
    });
  }
}

/** What scripts/render-at-build.tsx prints. */
interface RenderedAtBuild {
  pages: Record<string, string>;
  sets: Record<string, string>;
  login: Record<string, { html: string; title: string }>;
  frames: AreaFrames;
}

/** `html` (a built page) with #root holding `markup` in `language`, under that language and title. */
function withPrerender(html: string, language: string, page: { html: string; title: string }): string {
  if (!BOOT_ROOT.test(html)) throw new Error('user.html: the boot placeholder of #root was not found');
  const escapedTitle = page.title.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return html
    .replace(BOOT_ROOT, () => `<div id="root" data-prerendered="${language}">${page.html}</div>`)
    .replace(/<html lang="?[A-Za-z-]+"?/, `<html lang="${language}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapedTitle}</title>`);
}

/**
 * What the build renders ahead of the browser (scripts/render-at-build.tsx, under NODE_ENV=production):
 *   - antd's styles of each page's first view (src/app/antdStyleSets.tsx), computed once here rather
 *     than on every phone at start-up: each style set becomes an immutable antd-<set>.<hash>.css,
 *     linked by its pages before their own CSS, where antd would have put the same styles at run time;
 *   - the login page, rendered: user.html in zh-CN and user.en-US.html, which the Node host sends to
 *     a visitor whose language is English (server/main.ts);
 *   - the areas' frames, frames.json, which the Node host fills in for a visitor who is logged in
 *     (server/pages/areaFrame.ts).
 */
class RenderAtBuildPlugin {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('RenderAtBuildPlugin', (compilation) => {
      const files = new Map<string, string>();
      let rendered: RenderedAtBuild | null = null;
      compilation.hooks.processAssets.tap({ name: 'RenderAtBuildPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const run = spawnSync(process.execPath, ['-r', 'esbuild-register', 'scripts/render-at-build.tsx'], {
          cwd: compiler.context,
          env: { ...process.env, NODE_ENV: 'production' },
          encoding: 'utf8',
          maxBuffer: 64 * 1024 * 1024,
        });
        if (run.status !== 0) {
          compilation.errors.push(new webpack.WebpackError(`scripts/render-at-build.tsx failed (${run.status ?? run.signal}): ${run.stderr}`));
          return;
        }
        rendered = JSON.parse(run.stdout) as RenderedAtBuild;
        for (const [set, css] of Object.entries(rendered.sets)) {
          const file = `antd-${set}.${createHash('sha256').update(css).digest('hex').slice(0, 20)}.css`;
          compilation.emitAsset(file, new webpack.sources.RawSource(css));
          files.set(set, file);
        }
        compilation.emitAsset(FRAMES_FILE, new webpack.sources.RawSource(JSON.stringify(rendered.frames)));
      });
      const hooks = HtmlWebpackPlugin.getHooks(compilation);
      hooks.alterAssetTagGroups.tap('RenderAtBuildPlugin', (data) => {
        const file = files.get(rendered?.pages[data.outputName.replace(/\.html$/, '')] ?? '');
        if (file) data.headTags.unshift(HtmlWebpackPlugin.createHtmlTagObject('link', { href: file, rel: 'stylesheet' }));
        return data;
      });
      // The rendered markup goes in last, into the page as it will be written.
      hooks.beforeEmit.tap('RenderAtBuildPlugin', (data) => {
        const login = rendered?.login;
        if (data.outputName !== 'user.html' || !login) return data;
        for (const [language, page] of Object.entries(login)) {
          if (language !== 'zh-CN') compilation.emitAsset(`user.${language}.html`, new webpack.sources.RawSource(withPrerender(data.html, language, page)));
        }
        data.html = withPrerender(data.html, 'zh-CN', login['zh-CN']);
        return data;
      });
    });
  }
}

/**
 * The pages' scripts wait for their first paint (src/app/paintFirst/paintFirst.ts): each page lists
 * them inert, and its paint-first script starts them once the page has been painted. The login page's,
 * without `defer` and last in its <head>, runs before the form is parsed (it holds the submits made
 * before the page is live); an area page's, deferred, once the page is parsed, and at once where the
 * host drew no frame in it. An area page's early session request runs as it arrives, as before.
 */
class PaintFirstPlugin {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('PaintFirstPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PaintFirstPlugin', (data) => {
        const login = data.outputName === 'user.html';
        if (!login && !AREA_PAGES.includes(data.outputName.replace(/\.html$/, ''))) return data;
        const filesOf = (entry: string) => compilation.entrypoints.get(entry)?.getFiles() ?? [];
        const isOf = (tag: HtmlWebpackPlugin.HtmlTagObject, files: string[]) => files.some((file) => String(tag.attributes.src).endsWith(file));
        const firstEntry = login ? PAINT_FIRST_ENTRY : AREA_PAINT_FIRST_ENTRY;
        const first = data.headTags.filter((tag) => tag.tagName === 'script' && isOf(tag, filesOf(firstEntry)));
        if (first.length !== 1) throw new Error(`${data.outputName}: expected one ${firstEntry} script, found ${first.length}`);
        const atOnce = filesOf(EARLY_STATUS_ENTRY);
        for (const tag of data.headTags) {
          if (tag.tagName !== 'script' || first.includes(tag) || isOf(tag, atOnce)) continue;
          delete tag.attributes.defer;
          tag.attributes.type = AFTER_PAINT_TYPE;
        }
        if (!login) return data;
        delete first[0].attributes.defer;
        data.headTags = [...data.headTags.filter((tag) => !first.includes(tag)), ...first];
        return data;
      });
    });
  }
}

/**
 * The area pages in each language: index.html (Chinese) and index.en-US.html, ..., each preloading
 * its language's messages and antd texts, which the page would otherwise ask for only once its
 * scripts had run, a round trip later. The Node host sends the one of the visitor's language
 * (server/main.ts), as it does the login page's.
 */
class LanguagePagesPlugin {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('LanguagePagesPlugin', (compilation) => {
      const preloads = (language: string) =>
        [`messages-app-${language}`, `antd-${language}`]
          .flatMap((name) => compilation.namedChunkGroups.get(name)?.getFiles() ?? [])
          .filter((file) => file.endsWith('.js'))
          // Low, as the page's own deferred scripts: not before the styles the first paint waits for.
          .map((file) => `<link rel="preload" href="${file}" as="script" fetchpriority="low">`)
          .join('');
      HtmlWebpackPlugin.getHooks(compilation).beforeEmit.tap('LanguagePagesPlugin', (data) => {
        const page = data.outputName.replace(/\.html$/, '');
        if (!AREA_PAGES.includes(page)) return data;
        const inLanguage = (language: string) => data.html.replace('</head>', `${preloads(language)}</head>`).replace(/<html lang="?[A-Za-z-]+"?/, `<html lang="${language}"`);
        const [defaultLanguage, ...others] = LOCALES;
        for (const language of others) compilation.emitAsset(`${page}.${language}.html`, new webpack.sources.RawSource(inLanguage(language)));
        data.html = inLanguage(defaultLanguage);
        return data;
      });
    });
  }
}

interface Argv {
  mode?: Configuration['mode'];
}

export default function config(_env: Record<string, unknown>, argv: Argv): Configuration & { devServer?: DevServerConfiguration } {
  const production = argv.mode === 'production';
  const apiProxy = process.env.API_PROXY;
  const apiMode = production || apiProxy ? 'server' : 'msw';
  const root = __dirname;

  return {
    mode: production ? 'production' : 'development',
    context: root,
    entry: {
      ...Object.fromEntries(PAGES.map((page) => [page, `./src/entries/${page}.tsx`])),
      // Small and on their own (no runtime chunk, nothing shared): each runs as soon as it arrives.
      // Only in production: in development the in-page backend answers /api once the page has
      // started it, and the login page is not rendered by the build (nothing to paint first).
      ...(production
        ? {
            [EARLY_STATUS_ENTRY]: { import: './src/app/session/earlyStatusEntry.ts', runtime: false },
            [PAINT_FIRST_ENTRY]: { import: './src/app/paintFirst/paintFirstEntry.ts', runtime: false },
            [AREA_PAINT_FIRST_ENTRY]: { import: './src/app/paintFirst/areaPaintFirstEntry.ts', runtime: false },
          }
        : {}),
    },
    output: {
      path: path.resolve(root, 'dist'),
      filename: production ? '[name].[contenthash].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash].js' : '[name].js',
      publicPath: 'auto',
      clean: true,
      // CHUNK_LOAD_TIMEOUT_MS of src/common/constants.ts [API-17]: a chunk that has not arrived by
      // then fails with ChunkLoadError, which the error boundary turns into a reload offer.
      chunkLoadTimeout: 120_000,
    },
    devtool: production ? false : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      // sql.js's Node branches name these; they are never reached in the browser.
      fallback: { fs: false, path: false, crypto: false },
      // antd's icons decorative (aria-hidden) unless labelled: src/components/icons/decorativeIcon.tsx.
      alias: {
        [`${path.resolve(root, 'node_modules/@ant-design/icons/es/components/AntdIconLight')}$`]: path.resolve(root, 'src/components/icons/AntdIconLight.tsx'),
        [`${path.resolve(root, 'node_modules/@ant-design/icons/es/components/AntdIcon')}$`]: path.resolve(root, 'src/components/icons/AntdIcon.tsx'),
        // Every message arrives precompiled (src/locales/precompileLoader.ts): react-intl needs no ICU parser.
        '@formatjs/icu-messageformat-parser$': '@formatjs/icu-messageformat-parser/no-parser.js',
        // qs's stringify asks side-channel only for a store keyed by objects (src/api/qsSideChannel.ts).
        'side-channel$': path.resolve(root, 'src/api/qsSideChannel.ts'),
        // The request layer dispatches through XMLHttpRequest: axios's fetch adapter never runs (src/api/axiosNoFetch.ts).
        [`${path.resolve(root, 'node_modules/axios/lib/adapters/fetch.js')}$`]: path.resolve(root, 'src/api/axiosNoFetch.ts'),
      },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'ts-loader',
            options: { transpileOnly: true, compilerOptions: { noEmit: false } },
          },
        },
        {
          // The message packs, precompiled at build time; '?strings' is the pack itself, which the loader runs.
          test: /[\\/]src[\\/]locales[\\/]packs[\\/][^\\/]+\.ts$/,
          resourceQuery: { not: [/strings/] },
          use: path.resolve(root, 'src/locales/precompileLoader.ts'),
        },
        { test: /\.m?js$/, resolve: { fullySpecified: false } },
        {
          // antd's Card imports Tabs for its tab list, which no card here uses (src/components/CardTabsStub.tsx).
          test: /[\\/]node_modules[\\/]antd[\\/]es[\\/]card[\\/]Card\.js$/,
          resolve: { alias: { '../tabs': path.resolve(root, 'src/components/CardTabsStub.tsx') } },
        },
        {
          test: /\.css$/,
          use: [production ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'],
        },
        { test: /\.(png|jpe?g|gif|svg|webp)$/, type: 'asset' },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({ 'process.env.API_MODE': JSON.stringify(apiMode) }),
      new ChunkManifestPlugin(),
      ...PAGES.map(
        (page) =>
          new HtmlWebpackPlugin({
            template: path.resolve(root, 'public/template.html'),
            filename: `${page}.html`,
            chunks: production ? [...(AREA_PAGES.includes(page) ? [EARLY_STATUS_ENTRY, AREA_PAINT_FIRST_ENTRY] : [PAINT_FIRST_ENTRY]), page] : [page],
            chunksSortMode: 'manual',
            title: TITLE,
            scriptLoading: 'defer',
          }),
      ),
      ...(production
        ? [
            new RenderAtBuildPlugin(),
            new PaintFirstPlugin(),
            new LanguagePagesPlugin(),
            new MiniCssExtractPlugin({ filename: '[name].[contenthash].css', chunkFilename: '[name].[contenthash].css' }),
            // Brotli and gzip files beside every text asset, made once at build time at the highest
            // levels; the Node host serves the one the browser accepts (server/main.ts).
            new CompressionPlugin<BrotliOptions>({
              ...COMPRESSED,
              filename: '[path][base].br',
              algorithm: 'brotliCompress',
              compressionOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } },
            }),
            new CompressionPlugin({ ...COMPRESSED, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: zlib.Z_BEST_COMPRESSION } }),
            new CopyWebpackPlugin({
              patterns: [
                {
                  from: 'public',
                  // The msw worker belongs to the development host only.
                  globOptions: { ignore: ['**/template.html', '**/mockServiceWorker.js'] },
                  noErrorOnMissing: true,
                },
              ],
            }),
          ]
        : [
            new CopyWebpackPlugin({
              // The in-page backend's database engine, and the font of its invoice PDFs (fetched on the first PDF).
              patterns:
                apiMode === 'msw'
                  ? [
                      { from: 'node_modules/sql.js/dist/sql-wasm.wasm', to: 'sql-wasm.wasm' },
                      { from: `node_modules/${CJK_FONT_PACKAGE_FILE}`, to: CJK_FONT_ASSET },
                    ]
                  : [],
            }),
          ]),
    ],
    optimization: {
      // A runtime per page: each lists only the chunks its page can load.
      runtimeChunk: 'multiple',
      // webpack's default groups on every chunk, initial and lazy alike: each page fetches the
      // modules it runs, and those it shares with other pages come in shared chunks the browser
      // caches once (the login page's React and antd core serve the areas next). Fewer, larger
      // chunks than the defaults (20 kB, 30 requests) compress better: measured with the bench.
      splitChunks: { chunks: 'all', minSize: 40_000, maxAsyncRequests: 8, maxInitialRequests: 8 },
      minimizer: ['...', new CssMinimizerPlugin()],
    },
    performance: { hints: production ? 'warning' : false, maxEntrypointSize: 1_600_000, maxAssetSize: 1_400_000 },
    devServer: {
      port: 3000,
      open: false,
      hot: true,
      client: {
        overlay: {
          // mocks/workerUpdates.ts settles msw's refresh of its worker; should a browser still report
          // a failed refresh of that worker, it is no error of the page (the running worker serves on).
          runtimeErrors: (error: Error) => !(/Failed to update a ServiceWorker/.test(error.message) && error.message.includes('mockServiceWorker.js')),
        },
      },
      static: { directory: path.resolve(root, 'public') },
      ...(apiProxy ? { proxy: [{ context: ['/api'], target: apiProxy, changeOrigin: true }] } : {}),
    },
  };
}
