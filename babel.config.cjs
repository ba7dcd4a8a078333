// Used by jest only (webpack compiles with ts-loader): TypeScript, JSX, and the ESM-only
// dependencies of msw turned into CommonJS.
module.exports = {
  presets: [
    ['@babel/preset-env', { targets: { node: 'current' } }],
    ['@babel/preset-react', { runtime: 'automatic' }],
    '@babel/preset-typescript',
  ],
};
