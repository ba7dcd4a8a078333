/**
 * The one way pages load data [API-14]. `useRequest(request, { params })` calls `request(...params)`
 * on mount and again whenever an element of `params` changes (compared with Object.is), so the
 * data follows what the page shows: no page keeps its own effect with a `current` flag.
 *
 * - `loading` is true from the render that asks for new params until their reply settles, and
 *   while `run` or `reload` is in flight; the previous data stays visible meanwhile.
 * - A reply that arrives after a newer call started is ignored (late replies of an old query never
 *   overwrite a newer one), and nothing is set after unmount.
 * - `reload()` runs the current params again; `run(...args)` runs with other arguments. With
 *   `manual`, nothing runs by itself: only `run` and `reload` do.
 */
import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

export interface RequestState<T> {
  loading: boolean;
  data: T | undefined;
  error: Error | undefined;
}

export interface UseRequestResult<T, A extends unknown[]> extends RequestState<T> {
  /** Runs the request; resolves to its data, or rejects with its error (also kept in `error`). */
  run: (...args: A) => Promise<T>;
  /** Runs the request again with the current params (manual: the arguments of the last run); settles when it has. */
  reload: () => Promise<void>;
}

export interface UseRequestOptions<A extends unknown[]> {
  /** Do not run by itself; wait for `run`. */
  manual?: boolean;
  /** Arguments of the automatic runs; a change of any element runs the request again. */
  params?: A;
  /**
   * The replies only show (a page's figures): each renders as a transition, in slices a slow phone
   * can answer input between, rather than in one task. Not for what a form or an action goes on
   * from: a transition may land after what the user did next.
   */
  inBackground?: boolean;
}

const NO_PARAMS: never[] = [];

/** `params`, keeping the array of an earlier render while its elements are the same. */
function useStableParams<A extends unknown[]>(params: A): A {
  const [kept, setKept] = useState(params);
  const same = kept.length === params.length && kept.every((p, i) => Object.is(p, params[i]));
  // Adjusting state while rendering (not in an effect) lets this very render see the new params.
  if (!same) setKept(params);
  return same ? kept : params;
}

interface Internal<T, A> {
  /** A `run` or `reload` is in flight. */
  pending: boolean;
  data: T | undefined;
  error: Error | undefined;
  /** The params of the automatic run the last settled reply stands for. */
  answered: A | null;
}

export function useRequest<T, A extends unknown[] = []>(request: (...args: A) => Promise<T>, options: UseRequestOptions<A> = {}): UseRequestResult<T, A> {
  const { manual = false, inBackground = false } = options;
  const params = useStableParams(options.params ?? (NO_PARAMS as unknown as A));
  const [state, setState] = useState<Internal<T, A>>({ pending: false, data: undefined, error: undefined, answered: null });
  const latest = useRef(0);
  const mounted = useRef(true);
  const requestRef = useRef(request);
  // The params a `run` or `reload` stands in for, and the arguments `reload` repeats.
  const paramsRef = useRef(params);
  const lastArgs = useRef<A>(params);
  useLayoutEffect(() => {
    requestRef.current = request;
    paramsRef.current = params;
  });

  /** Starts call number n; keeps its outcome unless a newer call started or the hook is gone. */
  const start = useCallback((args: A, answers: A | null): Promise<T> => {
    const call = ++latest.current;
    lastArgs.current = args;
    const settle = (outcome: { data: T } | { error: Error }) => {
      if (!mounted.current || call !== latest.current) return;
      const update = () =>
        setState((s) => ({
          pending: false,
          data: 'data' in outcome ? outcome.data : s.data,
          error: 'error' in outcome ? outcome.error : undefined,
          answered: answers ?? s.answered,
        }));
      if (inBackground) startTransition(update);
      else update();
    };
    return requestRef.current(...args).then(
      (data) => {
        settle({ data });
        return data;
      },
      (e: unknown) => {
        const error = e instanceof Error ? e : new Error(String(e));
        settle({ error });
        throw error;
      },
    );
  }, [inBackground]);

  const run = useCallback(
    (...args: A): Promise<T> => {
      setState((s) => ({ ...s, pending: true, error: undefined }));
      return start(args, manual ? null : paramsRef.current);
    },
    [start, manual],
  );

  const reload = useCallback(
    (): Promise<void> => run(...(manual ? lastArgs.current : paramsRef.current)).then(
      () => undefined,
      () => undefined,
    ),
    [run, manual],
  );

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    // The state already says loading (`answered` differs from these params): only the reply changes it.
    if (!manual) start(params, params).catch(() => undefined);
  }, [manual, params, start]);

  const loading = state.pending || (!manual && state.answered !== params);
  return { loading, data: state.data, error: state.error, run, reload };
}
