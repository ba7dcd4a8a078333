/** @ant-design/icons' one-colour icon component, decorative by default (see decorativeIcon.tsx). */
import AntdIconLight from '@ant-design/icons/lib/components/AntdIconLight';
import { decorativeByDefault } from './decorativeIcon';

export default decorativeByDefault(AntdIconLight);
