import { erpArea } from '../app/routes/erpRoutes';
import { erpIcons } from '../app/routes/erpIcons';
import { withIcons } from '../app/routes/defineRoutes';
import { startApp } from '../app/bootstrap';
import { AreaApp } from '../shell/AreaApp';

void startApp('erp', <AreaApp definition={withIcons(erpArea, erpIcons)} />);
