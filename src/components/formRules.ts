/** The shared validation rules (src/common/validation.ts) as antd form rules, messages translated. */
import type { Rule } from 'antd/es/form';
import type { IntlShape } from 'react-intl';
import type { RuleResult } from '../common/validation';

export function formRule(intl: IntlShape, check: (value: string) => RuleResult): Rule {
  return {
    validator: (_rule, value: unknown) => {
      const invalid = check(typeof value === 'string' ? value : '');
      return invalid ? Promise.reject(new Error(intl.formatMessage({ id: invalid.id }, invalid.values))) : Promise.resolve();
    },
  };
}
