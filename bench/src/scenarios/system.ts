import type { Scenario } from './types.js';

export const systemScenarios: Scenario[] = [
  {
    name: 'health',
    summary: 'GET /api/health (one select 1; the maintenance flag is cached)',
    method: 'GET',
    path: '/api/health',
    auth: 'none',
    concurrency: 20,
    sql: () => [{ text: 'select 1' }],
  },
];
