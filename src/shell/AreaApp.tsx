/** One area page: hash routing (index.html#/shops/dashboard) around the area layout. */
import { HashRouter } from 'react-router-dom';
import type { AreaDefinition } from '../app/routes/types';
import { AreaLayout } from './AreaLayout';

export function AreaApp({ definition }: { definition: AreaDefinition }) {
  return (
    <HashRouter>
      <AreaLayout definition={definition} />
    </HashRouter>
  );
}
