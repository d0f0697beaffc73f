import type { DocumentEndpoints } from '@bb/contracts';
import { authOf, tenantTx } from '../../platform/access.js';
import type { App } from '../../platform/app-types.js';
import type { AuthContext } from '../../platform/auth/session.js';
import type { TenantTx } from '../../platform/db/tenant.js';
import { handle } from '../../platform/endpoints.js';
import { idempotent } from '../../platform/idempotency.js';
import { registerModel } from '../../platform/models.js';
import { registerTable } from '../../platform/table/routes.js';
import type { TableSpec } from '../../platform/table/spec.js';
import type { DocumentDefinition } from './define.js';
import {
  approveDocument,
  cancelDocument,
  createDocument,
  deleteDocument,
  updateDocument,
} from './lifecycle.js';
import { rememberDocumentTable } from './registry.js';

/** What registerDeclaredDocument takes: a list and a create at least, the rest as the type has them. */
type DocumentEndpointSet = Pick<DocumentEndpoints, 'table' | 'create'> &
  Partial<Pick<DocumentEndpoints, 'get' | 'update' | 'delete' | 'approve' | 'cancel'>>;

/**
 * The standard routes of a document type whose endpoints are declared in contracts (`documentEndpoints`):
 * the same lifecycle, with paths, schemas, answers and access read from the declaration.
 */
export function registerDeclaredDocument<I, P, R>(
  app: App,
  def: DocumentDefinition<I, P, R>,
  r: {
    /** The type's declared endpoints; a type may lack get, update or delete (adjustments are create-only). */
    endpoints: DocumentEndpointSet;
    title: string;
    list: TableSpec;
    /** One document with its lines (with a get endpoint). */
    get?(tx: TenantTx, auth: AuthContext, id: string): Promise<unknown>;
    model?: { view: string[]; edit: string[]; auditable: boolean };
  },
): void {
  const { db } = app.deps;
  const e = r.endpoints;
  if (r.model) registerModel(def.model ?? def.type, { table: def.table, ...r.model });
  rememberDocumentTable(def.type, { table: def.table, discriminator: def.discriminator });
  registerTable(app, e.table, r.list, { title: r.title });
  const { get } = r;
  if (e.get) {
    if (!get) throw new Error(`${def.type}: a get endpoint needs its query`);
    handle(app, e.get, (req) => tenantTx(db, req, (tx) => get(tx, authOf(req), req.params.id)) as never);
  }
  handle(
    app,
    e.create,
    (req) =>
      tenantTx(db, req, (tx) =>
        idempotent(tx, req, `${def.type}.create`, () => createDocument(tx, authOf(req), def, req.body as I)),
      ) as never,
  );
  if (e.update)
    handle(
      app,
      e.update,
      (req) =>
        tenantTx(db, req, (tx) =>
          updateDocument(tx, authOf(req), def, req.params.id, req.body as I),
        ) as never,
    );
  if (e.delete)
    handle(app, e.delete, (req) =>
      tenantTx(db, req, (tx) => deleteDocument(tx, authOf(req), def, req.params.id)),
    );
  if (e.approve)
    handle(app, e.approve, (req) =>
      tenantTx(db, req, (tx) => approveDocument(tx, authOf(req), def, req.params.id)),
    );
  if (e.cancel)
    handle(app, e.cancel, (req) =>
      tenantTx(db, req, (tx) => cancelDocument(tx, authOf(req), def, req.params.id)),
    );
}
