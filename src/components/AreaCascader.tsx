/**
 * The three-level region pick (province / city / county) of the address forms. The region tree
 * comes from the session's area-tree cache (src/app/session/useAreaOptions.ts): localStorage
 * 'erp.areaTree', or one POST /Config-area (YzPay-area on the merchant form) when nothing is cached
 * (SPEC.md section 7).
 */
import { Cascader, type CascaderProps } from 'antd';
import { useIntl } from 'react-intl';
import type { AreaOption, AreaTreeSource } from '../app/session/sessionSlice';
import { useAreaOptions } from '../app/session/useAreaOptions';
import './AreaCascader.css';

export interface AreaCascaderProps extends Omit<CascaderProps<AreaOption>, 'options' | 'value' | 'onChange' | 'multiple'> {
  /** The three region ids: province, city, county. */
  value?: string[];
  onChange?: (value: string[], names: string[]) => void;
  /** The call that fetches the tree when it is not cached: Config-area, or YzPay-area on the merchant form. */
  source?: AreaTreeSource;
}

export function AreaCascader({ value, onChange, placeholder, source, ...rest }: AreaCascaderProps) {
  const intl = useIntl();
  const { options, loading } = useAreaOptions(source);
  return (
    <Cascader<AreaOption>
      {...rest}
      classNames={{ popup: { root: 'area-cascader-popup' } }}
      options={options}
      loading={loading}
      value={value}
      placeholder={placeholder ?? intl.formatMessage({ id: 'area.pickPlaceholder' })}
      showSearch={{ filter: (input, path) => path.some((o) => o.label.includes(input.trim())) }}
      onChange={(ids, selected) => onChange?.((ids ?? []).map(String), (selected ?? []).map((o) => o.label))}
    />
  );
}
