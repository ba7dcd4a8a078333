/**
 * Global setup of the api project (jest.config.ts): on PostgreSQL, the template databases every
 * test's database is copied from (tests/helpers/testApp.ts); nothing on SQLite.
 */
export default async function apiGlobalSetup(): Promise<void> {
  if (!process.env.DATABASE_URL) return;
  const { createPostgresTemplates } = await import('./testApp');
  await createPostgresTemplates();
}
