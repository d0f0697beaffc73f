import { sql } from 'kysely';
import type { AuthContext } from './auth/session.js';
import type { TenantTx } from './db/tenant.js';
import { forbidden, invalid, notFound } from './errors.js';

/**
 * Records other records can hang off (attachments, comments, audits), by the lower-case type name the
 * spec's calls send. Each module registers its own documents; the abilities decide who may see and who
 * may add. A type not registered here is refused.
 */
export interface ModelDef {
  table: string;
  /** Any one lets a user read the record's attachments and comments. */
  view: readonly string[];
  /** Any one lets a user add, rename or remove attachments. */
  edit: readonly string[];
  /** Whether the record is a document that can be audited. */
  auditable?: boolean;
  /** The record's own existence check, when its table holds other records too (a ticket's comments). */
  exists?(tx: TenantTx, id: string): Promise<boolean>;
  /** Called in the comment's transaction after a comment on such a record is stored (notifications). */
  onComment?(tx: TenantTx, auth: AuthContext, modelId: string, commentId: string): Promise<void>;
}

const MODELS = new Map<string, ModelDef>([
  ['user', { table: 'users', view: ['user_list'], edit: ['user_edit'] }],
  ['item', { table: 'items', view: ['item_list'], edit: ['item_create', 'item_edit'] }],
  ['inventory', { table: 'inventories', view: ['inventory_list'], edit: ['inventory_edit'] }],
  ['shareholder', { table: 'shareholders', view: ['shareholder_list'], edit: ['shareholder_edit'] }],
  ['machine', { table: 'machines', view: ['machine_list'], edit: ['machine_edit'] }],
  // the audit dialog uploads its attachments against the audit it just stored
  ['invoice_audit', { table: 'invoice_audits', view: ['invoice_audit'], edit: ['invoice_audit'] }],
]);

export function registerModel(type: string, def: ModelDef): void {
  MODELS.set(type, def);
}

export const modelTypeOf = (raw: string) =>
  raw
    .trim()
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .replaceAll('-', '_')
    .toLowerCase();

/**
 * Checks that a record of this type and id exists in the caller's tenant and that the caller may
 * `view` or `edit` it; answers its definition.
 */
export async function requireModel(
  tx: TenantTx,
  auth: AuthContext,
  rawType: string,
  id: string,
  need: 'view' | 'edit' | 'audit',
): Promise<ModelDef & { type: string }> {
  const type = modelTypeOf(rawType);
  const def = MODELS.get(type);
  if (!def) throw invalid({ type: ['This kind of record cannot have attachments, comments or audits.'] });
  if (need === 'audit' && !def.auditable) throw invalid({ type: ['This kind of record cannot be audited.'] });
  const abilities =
    need === 'audit' ? ['invoice_audit'] : need === 'edit' ? def.edit : [...def.view, ...def.edit];
  if (!auth.isSuperuser && !abilities.some((a) => auth.abilities.has(a))) throw forbidden();
  if (!/^\d{1,18}$/.test(id)) throw invalid({ model_id: ['The model id is invalid.'] });
  const found = def.exists
    ? await def.exists(tx, id)
    : (await sql`select 1 from ${sql.table(def.table)} where id = ${id}`.execute(tx)).rows.length > 0;
  if (!found) throw notFound();
  return { ...def, type };
}
