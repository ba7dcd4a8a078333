/** One area page: hash routing (index.html#/shops/dashboard) around the area layout. */
import { useEffect } from 'react';
import { HashRouter, useLocation, useNavigate } from 'react-router-dom';
import { AreaCatalogueContext, type AreaCatalogue } from './areaCatalogue';
import type { AreaDefinition } from './areaRoute';
import { AreaLayout } from './AreaLayout';
import { addressNow, isAddressAt } from './hashAddress';

export function AreaApp({ definition, catalogue }: { definition: AreaDefinition; catalogue: AreaCatalogue }) {
  return (
    <AreaCatalogueContext.Provider value={catalogue}>
      <HashRouter>
        <HashCatchUp />
        <AreaLayout definition={definition} />
      </HashRouter>
    </AreaCatalogueContext.Provider>
  );
}

/**
 * The first render is a transition, sliced over many frames (mountPage.tsx), and the router reads
 * the address when it starts but listens for changes only once it is on screen: a hash changed in
 * between (a link opened or a bookmark chosen while the page was starting) would be lost, the page
 * staying where it began. Once the router listens, this takes the address as it is now.
 */
export function HashCatchUp() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!isAddressAt(location)) void navigate(addressNow(), { replace: true });
    // Once, after the first render: later changes reach the router through its own listener.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

