/** The user's own settings kept on the server (src/common/userSettings.ts). */
import { UserGetSetting, UserSaveSetting } from '../common/userSettings';
import { api } from './client';

export const getSetting = (key: string) => api.call(UserGetSetting, { key });
export const saveSetting = (key: string, value: string) => api.call(UserSaveSetting, { key, value });
