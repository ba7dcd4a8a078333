/**
 * antd's icons are decorative unless told otherwise. @ant-design/icons renders every icon as
 * `<span role="img" aria-label="shop">`, so a screen reader reads the icon's English file name in
 * front of the translated text of the button, menu entry or link it sits in ("shop 企业设置",
 * "edit 修改", a pagination button called "left"). The bundler and jest put the two modules of this
 * folder in place of the library's own icon components (webpack.config.ts `resolve.alias`,
 * jest.config.ts `moduleNameMapper`), so every icon, ours and those inside antd's components, is
 * aria-hidden by default.
 *
 * An icon that carries meaning on its own is given a translated `aria-label` and stays exposed.
 * A control showing only an icon takes its name from the control's own translated `aria-label`.
 */
import type { ComponentType } from 'react';

interface LabelledProps {
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-hidden'?: boolean | 'true' | 'false';
}

/** `Icon` with aria-hidden unless it is labelled (an explicit aria-hidden wins). React 19 passes `ref` on as a prop. */
export function decorativeByDefault<P extends LabelledProps>(Icon: ComponentType<P>) {
  return function DecorativeIcon(props: P) {
    const labelled = props['aria-label'] !== undefined || props['aria-labelledby'] !== undefined;
    return <Icon aria-hidden={labelled ? undefined : true} {...props} />;
  };
}
