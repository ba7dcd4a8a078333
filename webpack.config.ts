/**
 * Five HTML pages (the four areas and the login page), each its own entry, sharing one vendor chunk;
 * routes are lazy chunks. Type checking is a separate `tsc` step (ts-loader only transpiles).
 *
 *   development: API_MODE 'msw' (the backend runs in the page over sql.js), or 'server' when
 *                API_PROXY=http://host:port is set (the dev server proxies /api there)
 *   production:  API_MODE 'server'; mock and server code are dead branches and never bundled
 */
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

const PAGES = ['index', 'erp', 'depot', 'finance', 'user'] as const;
const TITLE = '板式家具云ERP';
/** The text assets that get precompressed copies, when compressing gains at least 10 %. */
const COMPRESSED = { test: /\.(js|css|html|svg|json|txt)$/, threshold: 1024, minRatio: 0.9 };

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
    entry: Object.fromEntries(PAGES.map((page) => [page, `./src/entries/${page}.tsx`])),
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
        { test: /\.m?js$/, resolve: { fullySpecified: false } },
        {
          test: /\.css$/,
          use: [production ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'],
        },
        { test: /\.(png|jpe?g|gif|svg|webp)$/, type: 'asset' },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({ 'process.env.API_MODE': JSON.stringify(apiMode) }),
      ...PAGES.map(
        (page) =>
          new HtmlWebpackPlugin({
            template: path.resolve(root, 'public/template.html'),
            filename: `${page}.html`,
            chunks: [page],
            title: TITLE,
            scriptLoading: 'defer',
          }),
      ),
      ...(production
        ? [
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
      runtimeChunk: 'single',
      splitChunks: {
        cacheGroups: {
          // One vendor chunk of the initial node_modules, shared by the five pages.
          vendor: {
            test: /[\\/]node_modules[\\/]/,
            type: /^javascript/,
            name: 'vendor',
            chunks: 'initial',
            enforce: true,
            priority: 10,
          },
          // The app code the pages have in common (shell, request layer, locales), also shared.
          app: {
            test: /[\\/]src[\\/]/,
            type: /^javascript/,
            name: 'app',
            chunks: 'initial',
            minChunks: 2,
            minSize: 0,
            priority: 5,
          },
          // And one style sheet, the same for every page.
          styles: {
            type: 'css/mini-extract',
            name: 'styles',
            chunks: 'initial',
            enforce: true,
            priority: 20,
          },
        },
      },
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
