import { erpArea } from '../app/routes/erpRoutes';
import { startApp } from '../app/bootstrap';
import { AreaApp } from '../shell/AreaApp';

void startApp('erp', <AreaApp definition={erpArea} />);
