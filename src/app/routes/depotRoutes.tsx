/** The warehouse area (depot.html): its pages arrive with the shell issue; until then the area shows its placeholder. */
import type { AreaDefinition } from './types';

export const depotArea: AreaDefinition = {
  area: 'depot',
  routes: [],
};
