/** @ant-design/icons' two-tone icon component, decorative by default (see decorativeIcon.tsx). */
import AntdIcon from '@ant-design/icons/lib/components/AntdIcon';
import { decorativeByDefault } from './decorativeIcon';

export default Object.assign(decorativeByDefault(AntdIcon), {
  getTwoToneColor: AntdIcon.getTwoToneColor,
  setTwoToneColor: AntdIcon.setTwoToneColor,
});
