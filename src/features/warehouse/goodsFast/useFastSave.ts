/**
 * "Save all" of the quick goods entry: every cell is checked, then each filled row without an error
 * is saved with ErpGoods-saveGoods, one after the other (a number the server gives is read from the
 * goods saved before it, so saving in turn keeps them in the grid's order). Saved rows leave the
 * grid and are counted; a refused row keeps what was typed and shows the server's reason. The form
 * is disabled meanwhile, so the rows read at the start are still the grid's at the end.
 */
import type { FormInstance } from 'antd';
import { useState } from 'react';
import { api, ApiFailure } from '../../../api/client';
import { messageApi } from '../../../app/feedback';
import { useT } from '../../../app/useT';
import { ErrCode } from '../../../common/api';
import { SaveGoods } from '../../../common/goods';
import type { FormDraft } from '../../../components/form/useFormDraft';
import { blankRows, dataOf, FAST_FIELDS, isBlank, START_ROWS, type FastRow, type FastValues } from './goodsFastRows';

/** The rows of `rows` whose cells failed their checks (antd's validateFields rejection). */
async function rowsWithErrors(form: FormInstance<FastValues>, rows: readonly FastRow[]): Promise<Set<number>> {
  const paths = rows.flatMap((_, i) => FAST_FIELDS.map((f) => ['rows', i, f]));
  try {
    await form.validateFields(paths);
    return new Set();
  } catch (e) {
    const failed = (e as { errorFields?: { name: (string | number)[] }[] }).errorFields ?? [];
    return new Set(failed.map((f) => Number(f.name[1])));
  }
}

export interface FastSave {
  run: () => Promise<void>;
  saving: boolean;
  /** While saving: how many of how many rows are done. */
  progress: { done: number; total: number } | null;
  /** Goods saved on this page so far. */
  total: number;
}

export function useFastSave(form: FormInstance<FastValues>, draft: FormDraft, recheck: (indexes: number[]) => void): FastSave {
  const t = useT();
  const [progress, setProgress] = useState<FastSave['progress']>(null);
  const [total, setTotal] = useState(0);

  /** Saves rows `indexes` in turn: which were saved, and why the others were refused. */
  async function saveRows(rows: readonly FastRow[], indexes: readonly number[]) {
    const saved = new Set<number>();
    const refused = new Map<number, string>();
    for (const [n, i] of indexes.entries()) {
      setProgress({ done: n, total: indexes.length });
      try {
        await api.call(SaveGoods, { data: dataOf(rows[i]) }, { silent: true });
        saved.add(i);
      } catch (e) {
        if (!(e instanceof ApiFailure)) {
          // The network or the server failed (the request layer said so): the rest stay, unsaved, to try again.
          refused.set(i, t('goodsFast.saveFailed'));
          break;
        }
        refused.set(i, e.message);
        // Logged out meanwhile: the request layer asks to log in once; the rest stay, unsaved, in the draft.
        if (e.code === ErrCode.NOT_LOGGED_IN) break;
      }
    }
    return { saved, refused };
  }

  async function run() {
    const rows = (form.getFieldValue('rows') ?? []) as FastRow[];
    const filled = rows.flatMap((r, i) => (isBlank(r) ? [] : [i]));
    if (filled.length === 0) {
      messageApi().info(t('goodsFast.nothingToSave'));
      return;
    }
    setProgress({ done: 0, total: filled.length });
    try {
      const bad = await rowsWithErrors(form, rows);
      const { saved, refused } = await saveRows(
        rows,
        filled.filter((i) => !bad.has(i)),
      );
      const kept = rows.flatMap((r, i) => (saved.has(i) ? [] : [refused.has(i) ? { ...r, refused: refused.get(i) } : r]));
      const unsaved = kept.filter((r) => !isBlank(r)).length;
      if (unsaved === 0) {
        form.setFieldsValue({ rows: blankRows(START_ROWS) });
        draft.saved();
      } else {
        form.setFieldsValue({ rows: [...kept, ...blankRows(Math.max(0, START_ROWS - kept.length))] });
        draft.onValuesChange();
      }
      // The rows moved up: each cell's error is worked out again where its row now is.
      recheck(Array.from({ length: Math.max(kept.length, START_ROWS) }, (_, i) => i));
      setTotal((n) => n + saved.size);
      if (saved.size > 0) messageApi().success(t('goodsFast.savedCount', { count: saved.size }));
      if (unsaved > 0) messageApi().warning(t('goodsFast.keptCount', { count: unsaved }));
    } finally {
      setProgress(null);
    }
  }

  return { run, saving: progress !== null, progress, total };
}
