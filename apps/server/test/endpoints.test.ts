import { downloadTokenEndpoint, giftEndpoints, notificationEndpoints, userEndpoints } from '@bb/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializer } from '../src/platform/endpoints.js';
import { useTestApp } from './support/app.js';

/** Endpoints declared once in contracts: OpenAPI shows their answers, and answers follow their schemas. */
const t = useTestApp();
const declared = [
  downloadTokenEndpoint,
  ...Object.values(notificationEndpoints),
  ...Object.values(userEndpoints),
  giftEndpoints.get,
  giftEndpoints.create,
  giftEndpoints.update,
  giftEndpoints.delete,
];

/** Routes registered without a declared answer: none; a new route must declare its answer. */
const UNDECLARED_AT_MOST = 0;

describe('declared endpoints', () => {
  it('appear in OpenAPI with the schema of their answer', async () => {
    const admin = await t.signIn(await t.createUser((await t.createTenant()).tenantId, { superuser: true }));
    const res = await admin.get('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json() as {
      paths: Record<string, Record<string, { responses: Record<string, { content?: unknown }> }>>;
    };
    const missing: string[] = [];
    for (const e of declared) {
      const path = `/api/${e.path.replace(/:(\w+)/g, '{$1}')}`;
      const op = doc.paths[path]?.[e.method.toLowerCase()];
      const answer = op?.responses[String(e.status ?? 200)];
      if (!answer || (e.status !== 204 && !answer.content)) missing.push(`${e.method} ${path}`);
    }
    expect(missing).toEqual([]);
  });

  it('leave fewer routes without a declared answer than before (a new route must declare its answer)', async () => {
    const admin = await t.signIn(await t.createUser((await t.createTenant()).tenantId, { superuser: true }));
    const doc = (await admin.get('/api/docs/json')).json() as {
      paths: Record<string, Record<string, { responses?: Record<string, { content?: unknown }> }>>;
    };
    const undeclared: string[] = [];
    let all = 0;
    for (const [path, ops] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(ops)) {
        all++;
        const answers = Object.entries(op.responses ?? {});
        if (!answers.some(([status, a]) => status === '204' || a.content))
          undeclared.push(`${method} ${path}`);
      }
    console.info(`routes: ${all}, without a declared answer: ${undeclared.length}`);
    // Lowered as routes move onto declared endpoints (issue 14); never raised.
    expect(undeclared.length, undeclared.join('\n')).toBeLessThanOrEqual(UNDECLARED_AT_MOST);
  });

  it('write answers through their schema: strictly in tests, leniently (logged, as made) in a server', () => {
    const route = { schema: z.object({ id: z.string() }), method: 'GET', url: '/api/x' };
    const warnings: object[] = [];
    const strict = responseSerializer(true, (d) => warnings.push(d))(route);
    const lenient = responseSerializer(false, (d) => warnings.push(d))(route);
    // extra fields are left out of a matching answer
    expect(strict({ id: '1', secret: 'x' })).toBe('{"id":"1"}');
    expect(() => strict({ id: 1 })).toThrow(/does not match its schema/);
    expect(lenient({ id: 1 })).toBe('{"id":1}');
    expect(warnings).toHaveLength(1);
  });
});
