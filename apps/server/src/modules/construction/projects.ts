import { ACCOUNT_NAME_PATTERNS, MESSAGES, withValue } from '@bb/contracts';
import { sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/session.js';
import type { TenantTx } from '../../platform/db/tenant.js';
import { conflict, invalid, notFound } from '../../platform/errors.js';
import type { ResourceRules } from '../../platform/resources/bindings.js';
import { assertConnected } from '../documents/branch-scope.js';

export interface Project {
  id: string;
  name: string;
  inventory_id: string;
  status: number;
  account_id: string | null;
}

/**
 * The project's ledger account (construction in progress, an asset until the work is handed over), made
 * when the project is saved and renamed with it: each project's materials cost is its own balance, and the
 * journal lines also carry the project as their dimension.
 */
export async function ensureProjectAccount(tx: TenantTx, projectId: string): Promise<string> {
  const project = (
    await sql<{ name: string; account_id: string | null }>`select name, account_id from construction_projects
      where id = ${projectId}`.execute(tx)
  ).rows[0];
  if (!project) throw notFound();
  const name = withValue(ACCOUNT_NAME_PATTERNS.construction_in_progress, project.name).slice(0, 190);
  if (project.account_id) {
    await sql`update accounts set name = ${name} where id = ${project.account_id}`.execute(tx);
    return project.account_id;
  }
  const account = await sql<{ id: string }>`insert into accounts (tenant_id, code, name, type)
    values (${tx.tenantId}, ${`CIP-${projectId}`}, ${name}, 'asset') returning id`.execute(tx);
  const accountId = account.rows[0]!.id;
  await sql`update construction_projects set account_id = ${accountId} where id = ${projectId}`.execute(tx);
  return accountId;
}

/** Beyond the declaration: a saved project gets (or renames) its ledger account. */
export const PROJECT_RULES: ResourceRules = {
  afterWrite: async (tx, id) => {
    await ensureProjectAccount(tx, id);
  },
};

/** Reads a project the user may work on: active, in one of their branches. */
export async function projectFor(
  tx: TenantTx,
  auth: AuthContext,
  projectId: string,
  field = 'project_id',
): Promise<Project> {
  const project = (
    await sql<Project>`select id, name, inventory_id, status, account_id from construction_projects
      where id = ${projectId}`.execute(tx)
  ).rows[0];
  if (!project) throw invalid({ [field]: ['The selected project is invalid.'] });
  await assertConnected(tx, auth, project.inventory_id);
  if (project.status !== 1)
    throw conflict(MESSAGES.updateNotAllowed, { [field]: ['The project is inactive.'] });
  return project;
}

/** The project's bill of quantities with what is ordered (pending and approved orders) and issued. */
export async function projectBoq(tx: TenantTx, auth: AuthContext, projectId: string) {
  const project = (
    await sql<{
      inventory_id: string;
    }>`select inventory_id from construction_projects where id = ${projectId}`.execute(tx)
  ).rows[0];
  if (!project) throw notFound();
  await assertConnected(tx, auth, project.inventory_id);
  const rows = await sql<{
    id: string;
    code: string | null;
    name: string;
    item_id: string;
    item_name: string;
    building_name: string | null;
    planned_quantity: string;
    planned_cost: string;
    ordered: string;
    issued: string;
  }>`select b.id, b.code, b.name, b.item_id, i.name as item_name, bl.name as building_name,
      b.planned_quantity::text, b.planned_cost::text,
      coalesce((select sum(ol.quantity) from construction_stock_out_order_lines ol
        join construction_stock_out_orders o on o.tenant_id = ol.tenant_id and o.id = ol.order_id
        where ol.tenant_id = b.tenant_id and ol.boq_line_id = b.id and o.status in (1, 2)), 0)::text as ordered,
      coalesce((select sum(case when s.is_return then -l.quantity else l.quantity end)
        from construction_stock_out_lines l
        join construction_stock_outs s on s.tenant_id = l.tenant_id and s.id = l.stock_out_id
        where l.tenant_id = b.tenant_id and l.boq_line_id = b.id), 0)::text as issued
    from construction_boq_lines b
    join items i on i.tenant_id = b.tenant_id and i.id = b.item_id
    left join buildings bl on bl.tenant_id = b.tenant_id and bl.id = b.building_id
    where b.project_id = ${projectId}
    order by b.code nulls last, b.id`.execute(tx);
  return { data: rows.rows };
}
