/** Global teardown of the api project (jest.config.ts): drops the templates apiGlobalSetup.ts made. */
export default async function apiGlobalTeardown(): Promise<void> {
  if (!process.env.DATABASE_URL) return;
  const { dropPostgresTemplates } = await import('./testApp');
  await dropPostgresTemplates();
}
