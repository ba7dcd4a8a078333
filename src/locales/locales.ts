/** The languages of the product, kept with the server's messages (src/common/messages), which need them without the pages'. */
export { LOCALES, type Locale } from '../common/messages/locales';
