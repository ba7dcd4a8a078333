/**
 * The three-level region pick (province / city / county) of the address forms. The region tree
 * comes from the session's area-tree cache (src/app/session/useAreaOptions.ts): localStorage
 * 'erp.areaTree', or one POST /Config-area when nothing is cached (SPEC.md section 7).
 */
import { Cascader, type CascaderProps } from 'antd';
import { useIntl } from 'react-intl';
import type { AreaOption } from '../app/session/sessionSlice';
import { useAreaOptions } from '../app/session/useAreaOptions';

export interface AreaCascaderProps extends Omit<CascaderProps<AreaOption>, 'options' | 'value' | 'onChange' | 'multiple'> {
  /** The three region ids: province, city, county. */
  value?: string[];
  onChange?: (value: string[], names: string[]) => void;
}

export function AreaCascader({ value, onChange, placeholder, ...rest }: AreaCascaderProps) {
  const intl = useIntl();
  const { options, loading } = useAreaOptions();
  return (
    <Cascader<AreaOption>
      {...rest}
      options={options}
      loading={loading}
      value={value}
      placeholder={placeholder ?? intl.formatMessage({ id: 'area.pickPlaceholder' })}
      showSearch={{ filter: (input, path) => path.some((o) => o.label.includes(input.trim())) }}
      onChange={(ids, selected) => onChange?.((ids ?? []).map(String), (selected ?? []).map((o) => o.label))}
    />
  );
}
