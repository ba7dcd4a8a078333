import { financeArea } from '../app/routes/financeRoutes';
import { financeIcons } from '../app/routes/financeIcons';
import { withIcons } from '../app/routes/defineRoutes';
import { startApp } from '../app/bootstrap';
import { AreaApp } from '../shell/AreaApp';

void startApp('finance', <AreaApp definition={withIcons(financeArea, financeIcons)} />);
