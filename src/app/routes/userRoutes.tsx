/** The login page (user.html#/login). */
import { lazy } from 'react';

export const LoginPage = lazy(() => import(/* webpackChunkName: "login" */ '../../features/login/LoginPage'));
