/**
 * The antd rule of one field of the order form: the server's own schema run on that field (its row,
 * for a board or a goods line), its message in the page's words. One function per language, so the
 * cells can be memoised on it.
 */
import type { Rule } from 'antd/es/form';
import { useCallback } from 'react';
import { useT } from '../../../app/useT';
import { fieldProblem, type FormPath, type OrderFormValues } from './orderForm';

export type OrderRule = (path: FormPath, label: string) => Rule;

export function useOrderRule(): OrderRule {
  const t = useT();
  return useCallback(
    (path, label): Rule =>
      ({ getFieldsValue }) => ({
        validator: () => {
          const problem = fieldProblem(getFieldsValue(true) as OrderFormValues, path);
          return problem ? Promise.reject(new Error(t(problem.id, { ...problem.values, field: label }))) : Promise.resolve();
        },
      }),
    [t],
  );
}
