import { indexArea } from '../app/routes/indexRoutes';
import { indexIcons } from '../app/routes/indexIcons';
import { withIcons } from '../app/routes/defineRoutes';
import { startApp } from '../app/bootstrap';
import { AreaApp } from '../shell/AreaApp';

void startApp('index', <AreaApp definition={withIcons(indexArea, indexIcons)} />);
