import { operationsEndpoints } from '@bb/contracts';
import { authOf } from '../../platform/access.js';
import type { App } from '../../platform/app-types.js';
import { handle } from '../../platform/endpoints.js';
import { forbidden } from '../../platform/errors.js';
import { installBackupSchedule, startBackup } from './backup-task.js';
import { isOperator, readSchedule, recentRuns, saveSchedule } from './schedule.js';

/**
 * The installation's backups on the Settings screen: the schedule (folder, hour, how many to keep), the last
 * runs, and "Back up now". Installation-wide, so on the owner connection, and only for the operator.
 */
export async function operationsRoutes(app: App): Promise<void> {
  const { db, files } = app.deps;
  const operatorOnly = async (req: Parameters<typeof authOf>[0]) => {
    if (!(await isOperator(db.system, authOf(req)))) throw forbidden();
  };

  handle(app, operationsEndpoints.backups, async (req) => {
    if (!(await isOperator(db.system, authOf(req)))) return { operator: false, schedule: null, runs: [] };
    return { operator: true, schedule: await readSchedule(db.system), runs: await recentRuns(db.system) };
  });

  handle(app, operationsEndpoints.saveSchedule, async (req) => {
    await operatorOnly(req);
    return saveSchedule(db.system, req.body, files.root);
  });

  handle(app, operationsEndpoints.backUpNow, async (req) => {
    await operatorOnly(req);
    const started = await startBackup(db, files.root, { scheduled: false });
    if (!started) throw new Error('a manual backup is never refused by the nightly claim');
    void started.done.then((r) => {
      if (r.outcome === 'failed') req.log.error(r, 'backup failed');
    });
    return { id: started.id };
  });

  installBackupSchedule(app);
}
