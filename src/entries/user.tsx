import { mountPage } from '../app/mountPage';
import { checkLoggedIn, LoginApp } from '../features/login/LoginApp';

void mountPage('login', () => <LoginApp loggedIn={checkLoggedIn()} />);
