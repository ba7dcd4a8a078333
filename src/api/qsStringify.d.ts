/** qs's stringify on its own (client.ts), without the parser that `import { stringify } from 'qs'` also brings. */
declare module 'qs/lib/stringify' {
  import { stringify } from 'qs';
  export default stringify;
}
