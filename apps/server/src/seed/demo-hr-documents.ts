import { letterFromTemplateInput, monthlyPayrollInput } from '@bb/contracts';
import { sql } from 'kysely';
import { approveDocument, createDocument } from '../modules/documents/lifecycle.js';
import { letterFromTemplate } from '../modules/hr/letter-templates.js';
import { monthlyPayrollDocument } from '../modules/hr/payroll.js';
import { sanitizeRichText } from '../modules/rich-text/sanitize.js';
import type { Db } from '../platform/db/pool.js';
import { withTenant } from '../platform/db/tenant.js';
import { seedActor } from './seed-actor.js';
import { monthStart } from './seed-dates.js';

/** The salary certificate, in English and in Kurdish (right to left), with employee and contract fields. */
const CERTIFICATE = {
  en:
    '<h2>Salary certificate</h2><p>To whom it may concern,</p>' +
    '<p>This is to certify that {{employee.name}} ({{employee.code}}) has worked in our {{employee.department}} ' +
    'department at {{employee.branch}} since {{employee.hire_date}}, with a monthly salary of ' +
    '{{contract.salary}} {{contract.currency}} ({{contract.salary_words}}).</p>' +
    '<p>This certificate is issued at the employee’s request on {{letter.date}}.</p>',
  ckb:
    '<h2 dir="rtl">بڕوانامەی مووچە</h2><p dir="rtl">بۆ ئەو لایەنەی پەیوەندیدارە،</p>' +
    '<p dir="rtl">بەمە پشتڕاست دەکەینەوە کە {{employee.name}} ({{employee.code}}) لە بەشی {{employee.department}} ' +
    'لە {{employee.branch}} لە {{employee.hire_date}}ەوە کار دەکات، بە مووچەی مانگانەی ' +
    '{{contract.salary}} {{contract.currency}} ({{contract.salary_words}}).</p>' +
    '<p dir="rtl">ئەم بڕوانامەیە بە داوای فەرمانبەر لە {{letter.date}} دەرچووە.</p>',
};

/**
 * The demo's HR documents (issue 23): last month's payroll of the pharmacy approved (salaries paid from its
 * IQD and USD boxes, the hourly pharmacist's 120 hours in dollars) and the shop's still pending; a salary
 * certificate letter type with its template in English and Kurdish, and a certificate written from it for
 * the pharmacy's first employee. Through the HR module's own rules.
 */
export async function seedDemoHrDocuments(db: Db, tenantId: string, adminId: string): Promise<void> {
  const auth = seedActor(tenantId, adminId);
  await withTenant(db, { tenantId, userId: adminId }, async (tx) => {
    const branches = (await sql<{ id: string }>`select id from inventories order by id limit 2`.execute(tx))
      .rows;
    const boxes = async (branch: string) =>
      (
        await sql<{ id: string }>`select id from cash_boxes where inventory_id = ${branch}
          and for_user_id is null and is_default order by id`.execute(tx)
      ).rows.map((r) => r.id);
    const hourly = (await sql<{ id: string }>`select id from hr_employees where code = 'EMP-3'`.execute(tx))
      .rows[0]!.id;
    const month = monthStart(1).slice(0, 7);
    const paid = await createDocument(
      tx,
      auth,
      monthlyPayrollDocument,
      monthlyPayrollInput.parse({
        inventory_id: branches[0]!.id,
        month,
        cash_box_ids: await boxes(branches[0]!.id),
        exchange_rate: '1310',
        units: [{ employee_id: hourly, units: '120' }],
        note: 'Salaries of the pharmacy',
      }),
    );
    await approveDocument(tx, auth, monthlyPayrollDocument, paid.id);
    await createDocument(
      tx,
      auth,
      monthlyPayrollDocument,
      monthlyPayrollInput.parse({
        inventory_id: branches[1]!.id,
        month,
        cash_box_ids: await boxes(branches[1]!.id),
        note: 'Waiting for the shop manager’s hours',
      }),
    );

    const type = (
      await sql<{ id: string }>`insert into hr_letter_types (tenant_id, name, created_by)
        values (${tenantId}, 'Salary certificate', ${adminId}) returning id`.execute(tx)
    ).rows[0]!.id;
    const templates: Record<string, string> = {};
    for (const [language, body] of Object.entries(CERTIFICATE))
      templates[language] = (
        await sql<{
          id: string;
        }>`insert into hr_letter_templates (tenant_id, name, hr_letter_type_id, language,
            body, created_by)
          values (${tenantId}, ${language === 'en' ? 'Salary certificate' : 'بڕوانامەی مووچە'}, ${type},
            ${language}, ${sanitizeRichText(body)}, ${adminId}) returning id`.execute(tx)
      ).rows[0]!.id;
    const employee = (await sql<{ id: string }>`select id from hr_employees where code = 'EMP-1'`.execute(tx))
      .rows[0]!.id;
    await letterFromTemplate(
      tx,
      auth,
      letterFromTemplateInput.parse({
        hr_letter_template_id: templates.en,
        employee_id: employee,
        date: new Date().toISOString().slice(0, 10),
        subject: 'Salary certificate for the bank',
      }),
    );
  });
}
