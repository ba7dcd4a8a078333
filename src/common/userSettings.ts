/**
 * A user's own settings, kept on the server so they follow the user to another browser: for now the
 * columns each list table hides (REQUIREMENTS LOGS-10, LOGS-11). A setting is a key (the table's
 * name) and a JSON value; a user reads and writes only their own.
 */
import { post, replyOf } from './contract';
import { text } from './fields';

/** `table.<name>.hidden`: what a setting's key looks like. */
export const SETTING_KEY = /^[a-z][a-zA-Z0-9]*(\.[a-zA-Z0-9]+){1,3}$/;
export const SETTING_VALUE_MAX = 2000;

/** The key of the hidden columns of a list table. */
export const hiddenColumnsKey = (table: string) => `table.${table}.hidden`;

/** A setting's key, checked against SETTING_KEY once read. */
const settingKey = text({ required: true, max: 60 });

/** Reads one setting; '' when the user never saved it. */
export const UserGetSetting = post('/User-getSetting', { fields: { key: settingKey }, reply: replyOf<{ value: string }>() });
/** Saves one setting; an empty value removes it (back to the default). */
export const UserSaveSetting = post('/User-saveSetting', { fields: { key: settingKey, value: text({ max: SETTING_VALUE_MAX, trim: false }) } });
