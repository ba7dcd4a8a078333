import { indexArea } from '../app/routes/indexRoutes';
import { startApp } from '../app/bootstrap';
import { AreaApp } from '../shell/AreaApp';

void startApp('index', <AreaApp definition={indexArea} />);
