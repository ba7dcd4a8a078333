/** Style sheets are bundled by webpack (css-loader); importing one only has side effects. */
declare module '*.css';
