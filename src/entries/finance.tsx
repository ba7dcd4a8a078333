import { financeArea } from '../app/routes/financeRoutes';
import { startApp } from '../app/bootstrap';
import { AreaApp } from '../shell/AreaApp';

void startApp('finance', <AreaApp definition={financeArea} />);
