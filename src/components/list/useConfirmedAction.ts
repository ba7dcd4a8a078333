/**
 * A row action that asks first (stop, resume, delete ...): confirms the question, runs the call with
 * the row marked busy (its buttons disabled), shows what was done and reloads the list. A refusal is
 * shown by the request layer, so nothing more is said here.
 */
import { useState } from 'react';
import { confirmDialog, messageApi } from '../../app/feedback';

export interface ConfirmedAction {
  /** The key of the row whose action runs, or null. */
  busy: number | null;
  /** Asks `question`; on yes runs `call`, then shows `done` (or what it makes of the reply) and reloads. */
  run: <R>(key: number, question: string, call: () => Promise<R>, done: string | ((reply: R) => string)) => Promise<void>;
}

export function useConfirmedAction(reload: () => unknown): ConfirmedAction {
  const [busy, setBusy] = useState<number | null>(null);
  async function run<R>(key: number, question: string, call: () => Promise<R>, done: string | ((reply: R) => string)): Promise<void> {
    if (!(await confirmDialog({ title: question }))) return;
    setBusy(key);
    try {
      const reply = await call();
      messageApi().success(typeof done === 'string' ? done : done(reply));
      await reload();
    } catch {
      // The request layer has shown why.
    } finally {
      setBusy(null);
    }
  }
  return { busy, run };
}
