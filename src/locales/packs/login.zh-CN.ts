/** The login page's messages in zh-CN (src/app/i18n.ts). */
import { loginPageMessages } from '../../features/login/messages';
import { zhCN } from '../zh-CN';

export default loginPageMessages(zhCN);
