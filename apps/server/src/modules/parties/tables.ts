import { sql } from 'kysely';
import type { TableSpec } from '../../platform/table/spec.js';

/** Balance per currency of each party, from the journal (JSON for display; base balance for sorting). */
const balances = (type: 'customer' | 'supplier', alias: string) => sql`
  coalesce((select json_agg(json_build_object('currency_code', b.currency_code, 'balance', b.balance::text) order by b.currency_code)
    from (select l.currency_code, sum(l.amount) as balance from journal_lines l
      where l.tenant_id = ${sql.ref(`${alias}.tenant_id`)} and l.party_type = ${type} and l.party_id = ${sql.ref(`${alias}.id`)}
      group by l.currency_code) b), '[]') as balance,
  coalesce((select sum(l.debit - l.credit) from journal_lines l
    where l.tenant_id = ${sql.ref(`${alias}.tenant_id`)} and l.party_type = ${type} and l.party_id = ${sql.ref(`${alias}.id`)}), 0) as base_balance`;

export const customersTable: TableSpec = {
  source:
    () => sql`(select c.id, c.code, c.custom_code, c.name, c.phone, c.email, c.address, c.inventory_id, i.name as inventory_name,
      c.customer_type_id, ct.name as customer_type_name, c.price_type, c.discount, c.additional_profit_percentage, c.receipt_due_day,
      c.status, ${balances('customer', 'c')}, c.created_at
    from customers c
    join inventories i on i.tenant_id = c.tenant_id and i.id = c.inventory_id
    left join customer_types ct on ct.tenant_id = c.tenant_id and ct.id = c.customer_type_id)`,
  columns: {
    id: { kind: 'id' },
    code: { kind: 'text', search: true },
    custom_code: { kind: 'text', search: true },
    name: { kind: 'text', search: true },
    phone: { kind: 'text', search: true },
    email: { kind: 'text' },
    address: { kind: 'text' },
    inventory_id: { kind: 'id' },
    inventory_name: { kind: 'text' },
    customer_type_id: { kind: 'id' },
    customer_type_name: { kind: 'text' },
    price_type: { kind: 'number' },
    discount: { kind: 'number' },
    additional_profit_percentage: { kind: 'number' },
    receipt_due_day: { kind: 'number' },
    status: { kind: 'number' },
    balance: { kind: 'text', sort: false, filter: false },
    base_balance: { kind: 'number' },
    created_at: { kind: 'datetime' },
  },
  footer: ['base_balance'],
};

export const suppliersTable: TableSpec = {
  source: () =>
    sql`(select s.id, s.name, s.phone, s.address, s.status, ${balances('supplier', 's')}, s.created_at from suppliers s)`,
  columns: {
    id: { kind: 'id' },
    name: { kind: 'text', search: true },
    phone: { kind: 'text', search: true },
    address: { kind: 'text' },
    status: { kind: 'number' },
    balance: { kind: 'text', sort: false, filter: false },
    base_balance: { kind: 'number' },
    created_at: { kind: 'datetime' },
  },
  footer: ['base_balance'],
};
