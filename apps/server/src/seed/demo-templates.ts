import { sql } from 'kysely';
import { sanitizeRichText } from '../modules/rich-text/sanitize.js';
import type { Db } from '../platform/db/pool.js';
import { withTenant } from '../platform/db/tenant.js';

/**
 * The sale contract of the residence project, in English and in Kurdish (right to left): the buyer, the
 * unit, the price in words and the instalment schedule, as `{{group.field}}` placeholders.
 */
const SALE_CONTRACT: { name: string; language: 'en' | 'ckb'; body: string }[] = [
  {
    name: 'Residence sale contract',
    language: 'en',
    body:
      '<h2>Sale contract {{contract.number}}</h2>' +
      '<p>Seller: {{sale.branch}}. Buyer: {{customer.name}}, phone {{customer.phone}}.</p>' +
      '<p>The seller sells the buyer unit {{unit.code}} ({{unit.name}}) in {{unit.block}}, {{unit.area}}, ' +
      'for {{sale.total}} {{sale.currency}} ({{sale.total_words}}).</p>' +
      '<p>Down payment: {{sale.down_payment}} ({{sale.down_payment_words}}); the rest in ' +
      '{{sale.premium_count}} instalments from {{sale.first_due_date}}:</p>' +
      '<p>{{sale.schedule_table}}</p><p>Signed on {{date.today}}.</p>',
  },
  {
    name: 'گرێبەستی فرۆشتنی یەکە',
    language: 'ckb',
    body:
      '<h2 dir="rtl">گرێبەستی فرۆشتن {{contract.number}}</h2>' +
      '<p dir="rtl">فرۆشیار: {{sale.branch}}. کڕیار: {{customer.name}}، تەلەفۆن {{customer.phone}}.</p>' +
      '<p dir="rtl">فرۆشیار یەکەی {{unit.code}} ({{unit.name}}) لە {{unit.block}}، {{unit.area}} ' +
      'بە {{sale.total}} {{sale.currency}} ({{sale.total_words}}) بە کڕیار دەفرۆشێت.</p>' +
      '<p dir="rtl">پێشەکی: {{sale.down_payment}}؛ ماوەکەی بە {{sale.premium_count}} قیست لە ' +
      '{{sale.first_due_date}}ەوە:</p><p>{{sale.schedule_table}}</p><p dir="rtl">واژۆ کرا لە {{date.today}}.</p>',
  },
];

/**
 * The demo's form templates (issue 23): the residence sale contract in English and Kurdish, so a contract
 * can be printed for the demo's villa sale. Stored sanitized, as the form template resource stores them.
 */
export async function seedDemoTemplates(db: Db, tenantId: string, adminId: string): Promise<void> {
  await withTenant(db, { tenantId, userId: adminId }, async (tx) => {
    for (const t of SALE_CONTRACT)
      await sql`insert into form_templates (tenant_id, name, language, body, created_by)
        values (${tenantId}, ${t.name}, ${t.language}, ${sanitizeRichText(t.body)}, ${adminId})`.execute(tx);
  });
}
