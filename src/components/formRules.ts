/** The shared validation rules (src/common/validation.ts) as antd form rules, messages translated. */
import type { Rule } from 'antd/es/form';
import type { IntlShape } from 'react-intl';
import { normalizeNumber, type NumberKind } from '../common/normalize';
import { charLength, type RuleResult } from '../common/validation';

export function formRule(intl: IntlShape, check: (value: string) => RuleResult): Rule {
  return {
    validator: (_rule, value: unknown) => {
      const invalid = check(typeof value === 'string' ? value : '');
      return invalid ? Promise.reject(new Error(intl.formatMessage({ id: invalid.id }, invalid.values))) : Promise.resolve();
    },
  };
}

/**
 * Form.Item `normalize` of a number field: what is typed or pasted becomes the number it stands for
 * ('139 2233 4455' → 13922334455) before the rules judge it, with the function the server runs.
 * Such a field has no `maxLength`: the browser would cut a grouped paste before it is normalized;
 * its rule says when it is too long instead.
 */
export const numberField =
  (kind: NumberKind) =>
  (value: unknown): unknown =>
    typeof value === 'string' ? normalizeNumber(value, kind) : value;

/**
 * An Input's `count` that shows "12 / 20" and turns red past the limit without cutting (no
 * exceedFormatter): `maxLength` would silently drop the end of a paste, while the field's rule
 * names the limit. Characters are counted as the rules count them (code points).
 */
export const limit = (max: number) => ({ show: true, max, strategy: charLength });
