/** The finance area (finance.html): its pages arrive with the shell issue; until then the area shows its placeholder. */
import type { AreaDefinition } from './types';

export const financeArea: AreaDefinition = {
  area: 'finance',
  routes: [],
};
