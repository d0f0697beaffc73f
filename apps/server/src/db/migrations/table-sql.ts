/**
 * The blocks every migration repeats, as SQL text for new migrations (`sql.raw(...)` inside the
 * migration's statement). Applied migrations keep their own text; one may call these only where the text
 * produced is byte-identical (table-sql.test.ts checks the examples taken from 0050_hr).
 */

const INDENT = '      ';

/** Row-level security on a tenant table, and its activity log when `audit` is given. */
export function tenantRls(
  table: string,
  audit?: { log: string; subject: string; hidden?: readonly string[] },
): string {
  const rls = `select bb_tenant_rls('${table}')`;
  if (!audit) return `${rls};`;
  const hidden = audit.hidden ? `, '{${audit.hidden.join(',')}}'` : '';
  return `${rls},\n${INDENT}bb_audit('${table}', '${audit.log}', '${audit.subject}'${hidden});`;
}

export interface DocumentTable {
  name: string;
  /** The document's own columns, between its header (number, invoice, inventory, date) and its bookkeeping. */
  columns: readonly string[];
  /** Foreign keys of its own columns, between the inventory's and the journal entry's. */
  references?: readonly string[];
}

/**
 * A posted document's header table: tenant and id, the branch's number and invoice id, the inventory and
 * date, the document's own columns, the journal entry it posted, who created and changed it and when;
 * the keys and foreign keys (users set to null on delete). `documentRls` follows it.
 */
export function documentTable({ name, columns, references = [] }: DocumentTable): string {
  const lines = [
    'tenant_id bigint not null references tenants(id)',
    'id bigint generated always as identity',
    'number bigint not null',
    'invoice_id text not null',
    'inventory_id bigint not null',
    'date date not null',
    ...columns,
    'journal_entry_id bigint',
    'created_by bigint',
    'updated_by bigint',
    'created_at timestamptz not null default now()',
    'updated_at timestamptz not null default now()',
    'primary key (tenant_id, id)',
    'unique (tenant_id, inventory_id, number)',
    'foreign key (tenant_id, inventory_id) references inventories(tenant_id, id)',
    ...references,
    'foreign key (tenant_id, journal_entry_id) references journal_entries(tenant_id, id)',
    'foreign key (tenant_id, created_by) references users(tenant_id, id) on delete set null (created_by)',
    'foreign key (tenant_id, updated_by) references users(tenant_id, id) on delete set null (updated_by)',
  ];
  return `create table ${name} (\n${lines.map((l) => INDENT + l).join(',\n')}\n    );`;
}

/** A document header's row-level security and activity log (its own rows, without the bookkeeping columns). */
export function documentRls(name: string, hidden: readonly string[] = []): string {
  return tenantRls(name, { log: name, subject: 'id', hidden: ['updated_at', 'journal_entry_id', ...hidden] });
}
