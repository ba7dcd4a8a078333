import type { Up } from './helpers';

/** Each position role's WebCAD functions: '0' all allowed, '-1' none, else the denied commands. */
export const m0002_roles: Up = async (db) => {
  await db.schema
    .alterTable('staff_groups')
    .addColumn('cad_functions', 'text', (c) => c.notNull().defaultTo('0'))
    .execute();
};
