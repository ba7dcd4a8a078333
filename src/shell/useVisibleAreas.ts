/**
 * The areas the top navigation and the phone's bottom bar list for this user: those with a page
 * they can open (openableAreas, from the route tables' rights), in the usual order. The area being
 * shown stays listed whatever it holds, so the user always sees where they are.
 */
import { useMemo } from 'react';
import { AREAS, type Area } from '../common/constants';
import { openableAreas } from '../app/routes/allAreas';
import { selectAuthInfo } from '../app/session/sessionSlice';
import { useAppSelector } from '../app/store';

export function useVisibleAreas(current: Area): Area[] {
  const auth = useAppSelector(selectAuthInfo);
  return useMemo(() => {
    const open = new Set(openableAreas(auth));
    return AREAS.filter((a) => a === current || open.has(a));
  }, [auth, current]);
}
