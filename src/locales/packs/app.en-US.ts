/** Every message in en-US: the pack of the four areas (src/app/i18n.ts). */
import { enUS } from '../en-US';

export default enUS;
