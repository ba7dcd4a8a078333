/** The order area (erp.html): its pages arrive with the shell issue; until then the area shows its placeholder. */
import type { AreaDefinition } from './types';

export const erpArea: AreaDefinition = {
  area: 'erp',
  routes: [],
};
