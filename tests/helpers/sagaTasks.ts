/**
 * The sagas started during a web test. A store made in a test (by renderApp or directly) runs its
 * root saga for as long as something refers to it: the inbox poll's timer, a 'storage' listener of
 * the other-tab watch, a request's continuation. Left running, a store of one test would answer
 * into the next one (a poll without a session opens the login dialog there). setupWeb.ts wraps
 * redux-saga's middleware factory so every task started is recorded here, and cancels them when
 * the test ends: cancellation runs each saga's `finally` (closing channels, removing listeners)
 * and stops its timers.
 */
import type { Task } from 'redux-saga';

const running = new Set<Task>();

export function trackSagaTask(task: Task): Task {
  running.add(task);
  const forget = () => void running.delete(task);
  // A saga that failed has already reported it (redux-saga logs the error); here it only ends.
  task.toPromise().then(forget, forget);
  return task;
}

/** Cancels every saga task still running; answers how many there were. */
export function cancelSagaTasks(): number {
  const tasks = [...running];
  running.clear();
  for (const task of tasks) if (task.isRunning()) task.cancel();
  return tasks.length;
}
