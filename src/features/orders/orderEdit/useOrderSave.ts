/**
 * Saving the order form (and the sub-order form, which shares its rooms): every field is checked by
 * the server's rules first (each cell's own rule, then the whole document's schema for what spans
 * rows, as the count of boards); the first field at fault is scrolled to and focused, and nothing
 * typed changes. Then the target's call (newOrd / alterOrd, newSubOrd / alterSubOrd); a refusal is
 * shown beside Save (and on the field it names, where it names one), the typing kept.
 */
import type { FormInstance } from 'antd';
import { useState } from 'react';
import { api, ApiFailure } from '../../../api/client';
import { messageApi } from '../../../app/feedback';
import { useT } from '../../../app/useT';
import { AlterOrd, NewOrd } from '../../../common/orders';
import type { FormDraft } from '../../../components/form/useFormDraft';
import type { MessageId } from '../../../locales/zh-CN';
import { dataOf, problemsOf, type FieldProblem, type FormPath, type OrderFormValues } from './orderForm';

/** What a form saves to: its document's problems by the server's schema, its call, and the field a refusal names. */
export interface SaveTarget<V> {
  problems: (values: V) => { path: FormPath; problem: FieldProblem }[];
  /** Sends the values; answers the number saved. */
  send: (values: V) => Promise<string>;
  /** The form field a refusal's reason names, if any. */
  fieldOf?: (reason: string, values: V) => FormPath | null;
  /** Said once saved, with the number as `no` (default: the order's). */
  saved?: MessageId;
}

/** The order's own target: newOrd without a number, alterOrd with one. */
export function orderTarget(orderNo: string | null): SaveTarget<OrderFormValues> {
  return {
    problems: (values) => problemsOf(dataOf(values)),
    send: async (values) => {
      const data = dataOf(values);
      const reply = orderNo ? await api.call(AlterOrd, { order_no: orderNo, data }, { silent: true }) : await api.call(NewOrd, { data }, { silent: true });
      return reply.order_no;
    },
    // The one refusal that names a field of the form: the dealer's own number already used.
    fieldOf: (reason, values) => {
      const customNo = values.custom_order_no?.trim();
      return customNo && reason.includes(customNo) ? ['custom_order_no'] : null;
    },
  };
}

export interface OrderSave {
  run: () => Promise<void>;
  saving: boolean;
  /** The server's refusal, or a problem of the whole order, shown beside Save. */
  refusal: string | null;
  clearRefusal: () => void;
  /** The number of the order saved: the page then goes back to the list. */
  savedNo: string | null;
}

type ErrorFields = { name: FormPath; errors: string[] }[];

export function useOrderSave<V>(form: FormInstance<V>, target: SaveTarget<V>, draft: FormDraft): OrderSave {
  const t = useT();
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [savedNo, setSavedNo] = useState<string | null>(null);

  const goTo = (path: FormPath) => form.scrollToField(path as never, { focus: true, block: 'center' });

  /** The cells' own checks; true when they pass, else the first at fault has the cursor. */
  async function cellsPass(): Promise<boolean> {
    try {
      await form.validateFields();
      return true;
    } catch (e) {
      const failed = ((e as { errorFields?: ErrorFields }).errorFields ?? []).filter((f) => f.errors.length > 0);
      if (failed.length === 0) return true;
      goTo(failed[0].name);
      messageApi().warning(t('orderEdit.fixFirst', { count: failed.length }));
      return false;
    }
  }

  async function run() {
    setRefusal(null);
    if (!(await cellsPass())) return;
    const values = form.getFieldsValue(true) as V;
    const problems = target.problems(values);
    if (problems.length > 0) {
      // What no single cell sees (too many boards in all ...): on the field it names, else beside Save.
      const onField = problems.filter((p) => p.path.length > 0 && form.getFieldInstance(p.path as never) !== undefined);
      form.setFields(onField.map((p) => ({ name: p.path as never, errors: [t(p.problem.id, p.problem.values)] })));
      if (onField.length > 0) goTo(onField[0].path);
      else setRefusal(t(problems[0].problem.id, problems[0].problem.values));
      return;
    }
    setSaving(true);
    try {
      const no = await target.send(values);
      draft.saved();
      messageApi().success(t(target.saved ?? 'orderEdit.saved', { no }));
      setSavedNo(no);
    } catch (e) {
      // A refusal (ApiFailure) or a failed request: either way the typing stays, and saving can be tried again.
      const reason = e instanceof Error ? e.message : String(e);
      setRefusal(t('orderEdit.refused', { reason }));
      // Said where the eye is too: the alert sits at the form's foot, which may be scrolled away.
      messageApi().error(t('orderEdit.refused', { reason }));
      const field = e instanceof ApiFailure ? target.fieldOf?.(reason, values) : null;
      if (field) {
        form.setFields([{ name: field as never, errors: [reason] }]);
        goTo(field);
      }
    } finally {
      setSaving(false);
    }
  }

  return { run, saving, refusal, clearRefusal: () => setRefusal(null), savedNo };
}
