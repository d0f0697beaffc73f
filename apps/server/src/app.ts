import { randomUUID } from 'node:crypto';
import { englishMessage, healthDown, healthEndpoint } from '@bb/contracts';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { accountingRoutes } from './modules/accounting/routes.js';
import { attachmentRoutes } from './modules/attachments/routes.js';
import { auditRoutes } from './modules/audit/routes.js';
import { automationRoutes } from './modules/automations/routes.js';
import { AUTOMATION_TASKS } from './modules/automations/tasks.js';
import { cashRoutes } from './modules/cash/routes.js';
import { commentRoutes } from './modules/comments/routes.js';
import { constructionRoutes } from './modules/construction/routes.js';
import { dashboardRoutes } from './modules/dashboard/routes.js';
import { formTemplateRoutes } from './modules/form-templates/routes.js';
import { hospitalRoutes } from './modules/hospital/routes.js';
import { letterTemplateRoutes } from './modules/hr/letter-templates.js';
import { hrRoutes } from './modules/hr/routes.js';
import { identityRoutes } from './modules/identity/routes.js';
import { ledgerRoutes } from './modules/ledger/routes.js';
import { masterDataRoutes } from './modules/master-data/routes.js';
import { notificationRoutes } from './modules/notifications/routes.js';
import { operationsRoutes } from './modules/operations/routes.js';
import { customerActionRoutes } from './modules/parties/customer-actions/routes.js';
import { customerStatementRoutes } from './modules/parties/customer-statements/routes.js';
import { partyRoutes } from './modules/parties/routes.js';
import { customerSubscriptionRoutes } from './modules/parties/subscriptions/routes.js';
import { supplierStatementRoutes } from './modules/parties/supplier-statements/routes.js';
import { printFileRoutes } from './modules/print-files/routes.js';
import { purchasingRoutes } from './modules/purchasing/routes.js';
import { recipeRoutes } from './modules/recipes/routes.js';
import { residenceRoutes } from './modules/residence/routes.js';
import { residenceSalesRoutes } from './modules/residence-sales/routes.js';
import { saleContractRoutes } from './modules/sale-contracts/routes.js';
import { saleRoutes } from './modules/sales/routes.js';
import { settingsRoutes } from './modules/settings/routes.js';
import { giftRoutes } from './modules/stock/gifts/routes.js';
import { catalogRoutes } from './modules/stock/item-routes.js';
import { moreStockRoutes } from './modules/stock/more-routes.js';
import { stockRoutes } from './modules/stock/routes.js';
import { stockReportRoutes } from './modules/stock-reports/routes.js';
import { stocktakeRoutes } from './modules/stocktake/routes.js';
import { ticketRoutes } from './modules/tickets/routes.js';
import { userRoutes } from './modules/users/routes.js';
import { type DeclaredRoute, installAccessControl } from './platform/access.js';
import type { App } from './platform/app-types.js';
import type { DbHandle } from './platform/db/pool.js';
import { ReadRouter } from './platform/db/replica.js';
import { responseSerializer } from './platform/endpoints.js';
import { installErrorHandler } from './platform/error-handler.js';
import { FileStore, MAX_FILE_BYTES } from './platform/files/storage.js';
import { installOpenApi, installSecurity, installWebApp } from './platform/http.js';
import { installInputGuard } from './platform/input-guard.js';
import { LOG_SAFETY } from './platform/logging.js';
import { MaintenanceSwitch } from './platform/maintenance.js';
import { installRealtime } from './platform/realtime.js';
import { installScheduler } from './platform/scheduler.js';

export interface BuildOptions {
  db: DbHandle;
  /** Logger options (level, stream); the request serializer and redaction of platform/logging.ts are added. */
  logger?: false | Exclude<FastifyServerOptions['logger'], boolean | undefined>;
  /** Folder for uploaded files (`DATA_DIR/files`). */
  filesDir: string;
  /** Folder of the built web app to serve with an SPA fallback; omitted in API-only tests. */
  webDist?: string;
  /** Fail a request whose answer does not match its declared schema (the tests); else log it. */
  strictResponses?: boolean;
  /**
   * Proxies whose `X-Forwarded-For` gives the client's address (config TRUST_PROXY); none by default, so a
   * client cannot pick its own address (the sign-in throttle counts by it).
   */
  trustProxy?: readonly string[];
  /** Where report and export reads run (a read replica, DATABASE_REPLICA_URL); default: the primary only. */
  reads?: ReadRouter;
}

export interface Built {
  app: App;
  /** Every /api route with its access declaration, as registered (read by tests). */
  routes: DeclaredRoute[];
}

// Validation messages without an explicit wording are worded in English from the issue (see contracts).
z.config({ customError: (issue) => englishMessage(issue) });

/** Builds the whole HTTP application (used by main.ts and by the tests). */
export async function buildApp(opts: BuildOptions): Promise<Built> {
  const app = Fastify({
    logger: opts.logger ? { ...opts.logger, ...LOG_SAFETY } : false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    bodyLimit: 2 * 1024 * 1024,
    trustProxy: opts.trustProxy?.length ? [...opts.trustProxy] : false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(
    responseSerializer(opts.strictResponses === true, (detail, message) =>
      app.log.warn(detail, message),
    ) as never,
  );
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // answers of the API (files included) hold a user's data: no browser or proxy keeps a copy
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
  });

  const maintenance = new MaintenanceSwitch(opts.db.system);
  const realtime = installRealtime(app, opts.db);
  app.decorate('deps', {
    db: opts.db,
    maintenance,
    realtime,
    files: new FileStore(opts.filesDir),
    reads: opts.reads ?? new ReadRouter(opts.db),
  });
  const routes: DeclaredRoute[] = [];

  installErrorHandler(app);
  installInputGuard(app);
  installAccessControl(app, { db: opts.db, maintenance, declared: routes });
  await installSecurity(app);
  await installOpenApi(app);
  await app.register(multipart, {
    limits: { fileSize: MAX_FILE_BYTES, files: 10, fields: 60, fieldSize: 10_000 },
  });

  app.get(
    `/api/${healthEndpoint.path}`,
    {
      schema: { tags: [healthEndpoint.tag], response: { 200: healthEndpoint.response, 503: healthDown } },
      config: { access: healthEndpoint.access, duringMaintenance: true },
    },
    async (_req, reply) => {
      try {
        await sql`select 1`.execute(opts.db.system);
        return { status: 'ok' as const, database: 'ok' as const, maintenance: await maintenance.isOn() };
      } catch {
        return reply.status(503).send({ status: 'error' as const, database: 'unreachable' as const });
      }
    },
  );

  await app.register(identityRoutes);
  await app.register(settingsRoutes);
  await app.register(automationRoutes);
  await app.register(notificationRoutes);
  await app.register(operationsRoutes);
  await app.register(userRoutes);
  await app.register(masterDataRoutes);
  await app.register(attachmentRoutes);
  await app.register(commentRoutes);
  await app.register(auditRoutes);
  await app.register(cashRoutes);
  await app.register(ledgerRoutes);
  await app.register(catalogRoutes);
  await app.register(stockRoutes);
  await app.register(moreStockRoutes);
  await app.register(giftRoutes);
  await app.register(hrRoutes);
  await app.register(hospitalRoutes);
  await app.register(stocktakeRoutes);
  await app.register(recipeRoutes);
  await app.register(accountingRoutes);
  await app.register(partyRoutes);
  await app.register(purchasingRoutes);
  await app.register(residenceRoutes);
  await app.register(residenceSalesRoutes);
  await app.register(customerStatementRoutes);
  await app.register(customerActionRoutes);
  await app.register(supplierStatementRoutes);
  await app.register(customerSubscriptionRoutes);
  await app.register(saleRoutes);
  await app.register(printFileRoutes);
  await app.register(stockReportRoutes);
  await app.register(dashboardRoutes);
  await app.register(ticketRoutes);
  await app.register(constructionRoutes);
  await app.register(letterTemplateRoutes);
  await app.register(formTemplateRoutes);
  await app.register(saleContractRoutes);
  installScheduler(app, opts.db, AUTOMATION_TASKS);
  await installWebApp(app, opts.webDist);
  await app.ready();
  return { app, routes };
}
