import { formatMoney, formatNumber, MESSAGES, type TemplateLanguage } from '@bb/contracts';
import { sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/session.js';
import type { TenantTx } from '../../platform/db/tenant.js';
import { invalid, notFound } from '../../platform/errors.js';
import { tenantClock } from '../../platform/scheduler.js';
import { assertConnected } from '../documents/branch-scope.js';
import { TABLE_LABELS } from '../rich-text/labels.js';
import { amountValues, type TemplateValues, tableHtml } from '../rich-text/render.js';

/** The sale a contract or preview is made from: exactly one of the two. */
export interface SaleRef {
  residence_sale_id: string | null;
  sale_id: string | null;
}

/** What a contract keeps of its sale besides the text. */
export interface SaleOfContract extends TemplateValues {
  inventory_id: string;
}

interface Head {
  id: string;
  invoice_id: string;
  date: string;
  inventory_id: string;
  branch: string;
  currency_code: string;
  subtotal: string;
  discount: string;
  total: string;
  down_payment: string | null;
  premium_count: number | null;
  first_due_date: string | null;
  key_handover_date: string | null;
  note: string | null;
  customer_name: string | null;
  customer_phone: string | null;
  customer_address: string | null;
}

/** '30.0000' -> '30', '12.5000' -> '12.5'. */
const trimmed = (text: string) => (text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text);

export function assertOneSale(ref: SaleRef): void {
  if ((ref.residence_sale_id === null) === (ref.sale_id === null)) {
    throw invalid({ residence_sale_id: [MESSAGES.chooseSale] });
  }
}

async function residenceHead(tx: TenantTx, id: string): Promise<Head | undefined> {
  return (
    await sql<Head>`select s.id, s.invoice_id, s.date::text as date, s.inventory_id, inv.name as branch,
        s.currency_code, s.subtotal, s.discount, s.total, s.down_payment, s.premium_count,
        s.first_due_date::text as first_due_date, s.key_handover_date::text as key_handover_date, s.note,
        c.name as customer_name, c.phone as customer_phone, c.address as customer_address
      from residence_sales s
      join inventories inv on inv.tenant_id = s.tenant_id and inv.id = s.inventory_id
      join customers c on c.tenant_id = s.tenant_id and c.id = s.customer_id
      where s.id = ${id}`.execute(tx)
  ).rows[0];
}

async function saleHead(tx: TenantTx, id: string): Promise<Head | undefined> {
  return (
    await sql<Head>`select s.id, s.invoice_id, s.sale_date::text as date, s.inventory_id, inv.name as branch,
        s.currency_code, s.subtotal, s.discount, s.total, null as down_payment, null as premium_count,
        null as first_due_date, null as key_handover_date, s.note,
        c.name as customer_name, c.phone as customer_phone, c.address as customer_address
      from sales s
      join inventories inv on inv.tenant_id = s.tenant_id and inv.id = s.inventory_id
      left join customers c on c.tenant_id = s.tenant_id and c.id = s.customer_id
      where s.id = ${id} and not s.is_return`.execute(tx)
  ).rows[0];
}

/** The residence sale's units (names joined when a sale has several). */
async function unitValues(tx: TenantTx, saleId: string, currency: string): Promise<Record<string, string>> {
  const rows = (
    await sql<Record<string, string | null>>`select u.code, u.name, a.name as area, v.name as view,
        b.name as block, bd.name as building, u.building_floor::text as floor, su.price
      from residence_sale_units su
      join residence_units u on u.tenant_id = su.tenant_id and u.id = su.residence_unit_id
      left join residence_areas a on a.tenant_id = u.tenant_id and a.id = u.residence_area_id
      left join residence_views v on v.tenant_id = u.tenant_id and v.id = u.residence_view_id
      left join residence_blocks b on b.tenant_id = u.tenant_id and b.id = u.residence_block_id
      left join buildings bd on bd.tenant_id = u.tenant_id and bd.id = u.building_id
      where su.residence_sale_id = ${saleId} order by u.code`.execute(tx)
  ).rows;
  const joined = (key: string, map: (v: string) => string = (v) => v) =>
    rows
      .map((r) => r[key])
      .filter((v): v is string => Boolean(v))
      .map(map)
      .join(', ');
  return Object.fromEntries(
    UNIT_FIELDS.map(([key, column]) => [
      key,
      joined(column, column === 'price' ? (v) => formatMoney(v, currency) : undefined),
    ]),
  );
}

/** The unit placeholders and the column each is read from; an ordinary sale has none, so they print empty. */
const UNIT_FIELDS = [
  ['unit.code', 'code'],
  ['unit.name', 'name'],
  ['unit.area', 'area'],
  ['unit.view', 'view'],
  ['unit.block', 'block'],
  ['unit.building', 'building'],
  ['unit.floor', 'floor'],
  ['unit.price', 'price'],
] as const;
const NO_UNIT: Record<string, string> = Object.fromEntries(UNIT_FIELDS.map(([key]) => [key, '']));

async function scheduleTable(tx: TenantTx, saleId: string, currency: string, language: TemplateLanguage) {
  const labels = TABLE_LABELS[language];
  const rows = (
    await sql<{ seq: number; kind: string; due_date: string; amount: string }>`select seq, kind,
        due_date::text as due_date, amount from residence_sale_instalments
      where residence_sale_id = ${saleId} order by seq`.execute(tx)
  ).rows;
  return tableHtml(
    [
      labels.seq,
      labels.kind,
      labels.dueDate,
      `${labels.amount} (${labels.currencies[currency] ?? currency})`,
    ],
    rows.map((r) => [
      String(r.seq),
      labels.kinds[r.kind] ?? r.kind,
      r.due_date,
      formatMoney(r.amount, currency),
    ]),
    [3],
  );
}

async function itemsTable(tx: TenantTx, saleId: string, currency: string, language: TemplateLanguage) {
  const labels = TABLE_LABELS[language];
  const rows = (
    await sql<{ name: string; quantity: string; price: string; total: string }>`select i.name,
        d.sale_quantity as quantity, d.sale_price as price, d.total_sale_price as total
      from sale_details d join items i on i.tenant_id = d.tenant_id and i.id = d.item_id
      where d.sale_id = ${saleId} order by d.id`.execute(tx)
  ).rows;
  return tableHtml(
    [
      labels.seq,
      labels.item,
      labels.quantity,
      labels.price,
      `${labels.total} (${labels.currencies[currency] ?? currency})`,
    ],
    rows.map((r, i) => [
      String(i + 1),
      r.name,
      trimmed(formatNumber(r.quantity, 4)),
      formatMoney(r.price, currency),
      formatMoney(r.total, currency),
    ]),
    [2, 3, 4],
  );
}

/**
 * Every placeholder value of the sale placeholder set for one sale, in the template's language: the sale,
 * its customer, its units (residence), the schedule or item table, amounts formatted and in words.
 * Refused outside the user's branches like the sale itself.
 */
export async function saleTemplateValues(
  tx: TenantTx,
  auth: AuthContext,
  ref: SaleRef,
  language: TemplateLanguage,
  contract: { number: string; version: number } | null,
): Promise<SaleOfContract> {
  assertOneSale(ref);
  const residence = ref.residence_sale_id !== null;
  const head = residence
    ? await residenceHead(tx, ref.residence_sale_id as string)
    : await saleHead(tx, ref.sale_id as string);
  if (!head) throw notFound();
  await assertConnected(tx, auth, head.inventory_id);
  const cur = head.currency_code;
  const values: Record<string, string> = {
    'date.today': tenantClock(new Date()).today,
    'sale.number': head.invoice_id,
    'sale.date': head.date,
    'sale.branch': head.branch,
    'sale.currency': cur,
    'sale.subtotal': formatMoney(head.subtotal, cur),
    'sale.discount': trimmed(formatNumber(head.discount, 4)),
    ...amountValues('sale.total', head.total, cur, language),
    ...amountValues('sale.down_payment', head.down_payment, cur, language),
    'sale.premium_count': head.premium_count === null ? '' : String(head.premium_count),
    'sale.first_due_date': head.first_due_date ?? '',
    'sale.key_handover_date': head.key_handover_date ?? '',
    'sale.note': head.note ?? '',
    'customer.name': head.customer_name ?? '',
    'customer.phone': head.customer_phone ?? '',
    'customer.address': head.customer_address ?? '',
    'contract.number': contract?.number ?? '',
    'contract.version': contract ? String(contract.version) : '',
    ...(residence ? await unitValues(tx, head.id, cur) : NO_UNIT),
  };
  const blocks = {
    'sale.schedule_table': residence ? await scheduleTable(tx, head.id, cur, language) : '',
    'sale.items_table': residence ? '' : await itemsTable(tx, head.id, cur, language),
  };
  return { values, blocks, inventory_id: head.inventory_id };
}
