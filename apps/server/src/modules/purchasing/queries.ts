import { type RawBuilder, sql } from 'kysely';

/**
 * The audit and authorship columns every purchasing document answers. `t` is the document's alias;
 * the query must join its creator as `u`.
 */
export function documentAudit(modelType: string, t: RawBuilder<unknown>): RawBuilder<unknown> {
  const audit = sql`from invoice_audits a where a.tenant_id = ${t}.tenant_id and a.model_type = ${modelType}
    and a.model_id = ${t}.id and a.status`;
  return sql`exists (select 1 ${audit}) as audited,
    (select a.user_id ${audit} limit 1) as invoice_audit_user_id,
    (select a.updated_at ${audit} limit 1) as invoice_audit_at,
    ${t}.created_by, u.name as created_by_name, ${t}.created_at, ${t}.updated_at`;
}
