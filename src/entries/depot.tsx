import { depotArea } from '../app/routes/depotRoutes';
import { depotIcons } from '../app/routes/depotIcons';
import { withIcons } from '../app/routes/defineRoutes';
import { startApp } from '../app/bootstrap';
import { AreaApp } from '../shell/AreaApp';

void startApp('depot', <AreaApp definition={withIcons(depotArea, depotIcons)} />);
