/** The login page's messages in en-US (src/app/i18n.ts). */
import { loginPageMessages } from '../../features/login/messages';
import { enUS } from '../en-US';

export default loginPageMessages(enUS);
