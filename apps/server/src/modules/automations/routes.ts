import { AUTOMATIONS, type AutomationName, type AutomationOutcome, settingsEndpoints } from '@bb/contracts';
import { sql } from 'kysely';
import { tenantTx } from '../../platform/access.js';
import type { App } from '../../platform/app-types.js';
import { handle } from '../../platform/endpoints.js';
import { automations } from '../settings/queries.js';
import { storeSettings } from '../settings/write.js';

/**
 * The switches of the automated tasks (read by `GET /api/automation` in modules/settings): switch one on
 * or off with its hour, and read the recent runs with their outcome and detail.
 */
export async function automationRoutes(app: App): Promise<void> {
  const { db } = app.deps;
  handle(app, settingsEndpoints.switchAutomation, (req) =>
    tenantTx(db, req, async (tx) => {
      const { name } = req.params;
      await storeSettings(tx, [[`automation.${name}`, { enabled: req.body.enabled, hour: req.body.hour }]]);
      const data = (await automations(tx)).find((a) => a.key === name);
      return { data: data ?? { key: name, description: AUTOMATIONS[name], ...req.body } };
    }),
  );
  handle(app, settingsEndpoints.automationRuns, (req) =>
    tenantTx(db, req, async (tx) => ({
      data: await tx
        .selectFrom('automation_runs')
        .select([
          'id',
          'name',
          sql<string>`run_date::text`.as('run_date'),
          'started_at',
          'finished_at',
          'outcome',
          'detail',
        ])
        .where('outcome', '<>', 'running')
        .$narrowType<{ outcome: AutomationOutcome; name: AutomationName }>()
        .orderBy('run_date', 'desc')
        .orderBy('id', 'desc')
        .limit(100)
        .execute(),
    })),
  );
}
