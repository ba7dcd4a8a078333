/**
 * The areas the top navigation and the phone's bottom bar list for this user: those with a page
 * they can open (openableAreas, from the route tables' rights), in the usual order. The area being
 * shown stays listed whatever it holds, so the user always sees where they are.
 */
import { useMemo } from 'react';
import { AREAS, type Area } from '../common/constants';
import { selectAuthInfo } from '../app/session/sessionSlice';
import { useAppSelector } from '../app/store';
import { openableAreas, useAreaCatalogue } from './areaCatalogue';

export function useVisibleAreas(current: Area): Area[] {
  const auth = useAppSelector(selectAuthInfo);
  const { areas } = useAreaCatalogue();
  return useMemo(() => {
    const open = new Set(openableAreas(areas, auth));
    return AREAS.filter((a) => a === current || open.has(a));
  }, [areas, auth, current]);
}
