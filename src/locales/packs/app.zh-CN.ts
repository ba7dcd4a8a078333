/** Every message in zh-CN: the pack of the four areas (src/app/i18n.ts). */
import { zhCN } from '../zh-CN';

export default zhCN;
