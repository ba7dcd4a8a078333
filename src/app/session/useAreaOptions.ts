/**
 * The region tree for an AreaCascader: asks for it on first use (from the local cache, or from
 * Config-area when nothing is cached [SESSION-21]) and answers it as label/value/children options
 * [SESSION-22], empty until it has arrived.
 */
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../store';
import { areaTreeRequested, selectAreaOptions, selectAreaTree, type AreaOption, type AreaTreeSource } from './sessionSlice';

/** `source`: the call that fetches the tree when it is not cached (the same tree either way). */
export function useAreaOptions(source: AreaTreeSource = 'config'): { options: AreaOption[]; loading: boolean } {
  const dispatch = useAppDispatch();
  const tree = useAppSelector(selectAreaTree);
  const options = useAppSelector(selectAreaOptions);
  useEffect(() => {
    if (!tree) dispatch(areaTreeRequested(source));
  }, [dispatch, tree, source]);
  return { options, loading: !tree };
}
