/**
 * A generic request hook [API-14]: `run(...args)` calls `request` and tracks loading, data and
 * error. Unless `manual`, it runs once on mount with `params`. A late reply of an older run never
 * overwrites a newer one, and nothing is set after unmount.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

export interface RequestState<T> {
  loading: boolean;
  data: T | undefined;
  error: Error | undefined;
}

export interface UseRequestResult<T, A extends unknown[]> extends RequestState<T> {
  /** Runs the request; resolves to its data, or rejects with its error (also kept in `error`). */
  run: (...args: A) => Promise<T>;
}

export interface UseRequestOptions<A extends unknown[]> {
  /** Do not run on mount; wait for `run`. */
  manual?: boolean;
  /** Arguments of the automatic first run. */
  params?: A;
}

export function useRequest<T, A extends unknown[] = []>(request: (...args: A) => Promise<T>, options: UseRequestOptions<A> = {}): UseRequestResult<T, A> {
  const { manual = false, params } = options;
  const [state, setState] = useState<RequestState<T>>({ loading: !manual, data: undefined, error: undefined });
  const latest = useRef(0);
  const mounted = useRef(true);
  const requestRef = useRef(request);
  useLayoutEffect(() => {
    requestRef.current = request;
  });

  /** Keeps the outcome of call number `call` unless a newer call started or the hook is gone. */
  const settle = useCallback((call: number, outcome: { data: T } | { error: Error }) => {
    if (!mounted.current || call !== latest.current) return;
    if ('error' in outcome) setState((s) => ({ ...s, loading: false, error: outcome.error }));
    else setState({ loading: false, data: outcome.data, error: undefined });
  }, []);

  const start = useCallback(
    (args: A): Promise<T> => {
      const call = ++latest.current;
      return requestRef.current(...args).then(
        (data) => {
          settle(call, { data });
          return data;
        },
        (e: unknown) => {
          const error = e instanceof Error ? e : new Error(String(e));
          settle(call, { error });
          throw error;
        },
      );
    },
    [settle],
  );

  const run = useCallback(
    (...args: A): Promise<T> => {
      setState((s) => ({ ...s, loading: true, error: undefined }));
      return start(args);
    },
    [start],
  );

  const firstParams = useRef(params);
  useEffect(() => {
    mounted.current = true;
    // The state already says loading (see useState above): only the reply changes it.
    if (!manual) start((firstParams.current ?? []) as A).catch(() => undefined);
    return () => {
      mounted.current = false;
    };
  }, [manual, start]);

  return { ...state, run };
}
