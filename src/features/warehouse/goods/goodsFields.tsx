/**
 * `goodsFieldRule`: an antd rule that checks one field of a goods form with the very entry of
 * saveGoods's schema the server checks it with (src/common/goods.ts goodsDataEntries), its message
 * translated. The class picker is in GoodsClassSelect.tsx.
 */
import type { Rule } from 'antd/es/form';
import type { IntlShape } from 'react-intl';
import * as v from 'valibot';
import { goodsDataEntries } from '../../../common/goods';
import { readProblem } from '../../../common/problem';

/** A field of saveGoods's document a form edits. */
export type GoodsFormField = Exclude<keyof typeof goodsDataEntries, 'goods_id'>;

/**
 * The rule of one field, as the server has it: the same schema entry, so a value the form lets
 * through is one the server takes. `label` fills the message's {field}.
 */
export function goodsFieldRule(intl: IntlShape, field: GoodsFormField, label: string): Rule {
  return {
    validator: (_rule, value: unknown) => {
      const result = v.safeParse(goodsDataEntries[field] as v.GenericSchema, value === null || value === undefined ? '' : value);
      if (result.success) return Promise.resolve();
      const problem = readProblem(result.issues[0].message);
      const text = problem ? intl.formatMessage({ id: problem.id }, { ...problem.values, field: label } as Record<string, string>) : intl.formatMessage({ id: 'server.fieldType' }, { field: label });
      return Promise.reject(new Error(text));
    },
  };
}
