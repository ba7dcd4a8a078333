import { depotArea } from '../app/routes/depotRoutes';
import { startApp } from '../app/bootstrap';
import { AreaApp } from '../shell/AreaApp';

void startApp('depot', <AreaApp definition={depotArea} />);
