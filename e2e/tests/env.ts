/** What the e2e server is started with (playwright.config.ts) and what the journeys sign in with. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const ADMIN_PASSWORD = 'e2e-admin-pass';
