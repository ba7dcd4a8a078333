/**
 * Message ids are typed through react-intl: `formatMessage({ id })` and `<FormattedMessage id>`
 * accept only ids of the zh-CN catalogue (which en-US is checked to match), so a missing or
 * misspelt id does not compile.
 */
import type { MessageId } from './locales/zh-CN';

declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}

export {};
