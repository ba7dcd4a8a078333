/**
 * The customer type as joined buttons, in the customer drawer and the customer settings' tags tab.
 * The three types do not fit one line of a phone in English ('Retail customer', 'Designer/partner',
 * 'Dealer'), and a wrapped button row loses its joined look, so a phone stacks them, full width.
 */
import { Radio, type RadioGroupProps } from 'antd';
import { useT } from '../../../app/useT';
import { CRM_TYPES } from '../../../common/crm';
import { useIsPhone } from '../../../components/useViewport';

/** `value`, `onChange`, `id`, `aria-label` ...: as a Radio.Group's (a Form.Item fills them). */
export function CrmTypeChoice(props: Omit<RadioGroupProps, 'options' | 'optionType'>) {
  const t = useT();
  const isPhone = useIsPhone();
  return (
    <Radio.Group
      {...props}
      className="crm-type-choice"
      optionType="button"
      orientation={isPhone ? 'vertical' : 'horizontal'}
      block={isPhone}
      options={CRM_TYPES.map((value) => ({ value, label: t(`crm.type.${value}`) }))}
    />
  );
}
