import type { MoneyDocumentKind } from '@bb/contracts';
import { sql } from 'kysely';
import type { TableSpec } from '../../platform/table/spec.js';

/** The list of one kind of money document, with the names a person reads. */
export function moneyDocumentsTable(kind: MoneyDocumentKind): TableSpec {
  return {
    source: () => sql`(${sqlOf(kind)})`,
    columns: {
      id: { kind: 'id' },
      invoice_id: { kind: 'text', search: true },
      date: { kind: 'date' },
      amount: { kind: 'number' },
      currency_code: { kind: 'text' },
      exchange_rate: { kind: 'number' },
      to_amount: { kind: 'number' },
      to_currency_code: { kind: 'text' },
      direction: { kind: 'text' },
      category_id: { kind: 'id' },
      category_name: { kind: 'text', search: true },
      cash_box_id: { kind: 'id' },
      cash_box_name: { kind: 'text', search: true },
      to_cash_box_id: { kind: 'id' },
      to_cash_box_name: { kind: 'text' },
      inventory_id: { kind: 'id' },
      inventory_name: { kind: 'text' },
      note: { kind: 'text', search: true },
      created_by_name: { kind: 'text' },
      audited: { kind: 'bool' },
      created_at: { kind: 'datetime' },
      updated_at: { kind: 'datetime', sort: true },
    },
    dateColumn: 'date',
    currencyColumn: 'currency_code',
    footer: ['amount'],
  };
}

function sqlOf(kind: MoneyDocumentKind) {
  return sql`select d.id, d.invoice_id, d.date, d.amount, d.currency_code, d.exchange_rate, d.note, d.direction,
      d.to_amount, d.to_currency_code, d.inventory_id, d.cash_box_id, d.to_cash_box_id,
      coalesce(d.expense_category_id, d.income_type_id, d.general_payment_category_id, d.loss_type_id, d.shareholder_id, d.customer_id, d.supplier_id) as category_id,
      coalesce(ec.name, it.name, gc.name, lt.name, sh.name, cu.name, su.name) as category_name,
      b.name as cash_box_name, tb.name as to_cash_box_name, i.name as inventory_name, u.name as created_by_name,
      d.created_at, d.updated_at,
      exists (select 1 from invoice_audits a where a.tenant_id = d.tenant_id and a.model_type = ${kind}
        and a.model_id = d.id and a.status) as audited
    from money_documents d
    left join cash_boxes b on b.tenant_id = d.tenant_id and b.id = d.cash_box_id
    left join cash_boxes tb on tb.tenant_id = d.tenant_id and tb.id = d.to_cash_box_id
    left join inventories i on i.tenant_id = d.tenant_id and i.id = d.inventory_id
    left join users u on u.tenant_id = d.tenant_id and u.id = d.created_by
    left join expense_categories ec on ec.tenant_id = d.tenant_id and ec.id = d.expense_category_id
    left join income_types it on it.tenant_id = d.tenant_id and it.id = d.income_type_id
    left join general_payment_categories gc on gc.tenant_id = d.tenant_id and gc.id = d.general_payment_category_id
    left join loss_types lt on lt.tenant_id = d.tenant_id and lt.id = d.loss_type_id
    left join shareholders sh on sh.tenant_id = d.tenant_id and sh.id = d.shareholder_id
    left join customers cu on cu.tenant_id = d.tenant_id and cu.id = d.customer_id
    left join suppliers su on su.tenant_id = d.tenant_id and su.id = d.supplier_id
    where d.kind = ${kind}`;
}
