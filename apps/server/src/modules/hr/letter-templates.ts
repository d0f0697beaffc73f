import {
  hrLetterTemplate,
  type letterFromTemplateInput,
  letterTemplateEndpoints,
  MESSAGES,
  type TemplateLanguage,
  templatePreviewEndpoints,
} from '@bb/contracts';
import { sql } from 'kysely';
import type { z } from 'zod';
import { authOf, tenantTx } from '../../platform/access.js';
import type { App } from '../../platform/app-types.js';
import type { AuthContext } from '../../platform/auth/session.js';
import type { TenantTx } from '../../platform/db/tenant.js';
import { handle } from '../../platform/endpoints.js';
import { invalid, notFound } from '../../platform/errors.js';
import { registerResource } from '../../platform/resources/register.js';
import { renderRichText } from '../rich-text/render.js';
import { sanitizedBody } from '../rich-text/resource-rules.js';
import { sanitizeRichText, textOfRichText } from '../rich-text/sanitize.js';
import { letterTemplateValues } from './letter-template-values.js';

/**
 * HR letter templates (a declared resource, body sanitized), their preview for an employee, a letter
 * rendered from a template (kept as rich text beside its plain text, which the keyword search reads) and
 * the rich text of a letter edited afterwards.
 */
export async function letterTemplateRoutes(app: App): Promise<void> {
  const { db } = app.deps;
  registerResource(app, hrLetterTemplate, sanitizedBody('hr_letter_templates'));

  handle(app, templatePreviewEndpoints.letterTemplate, (req) =>
    tenantTx(db, req, async (tx) => {
      const { body, language, employee_id } = req.body;
      const today = new Date().toISOString().slice(0, 10);
      const data = await letterTemplateValues(tx, authOf(req), employee_id, language, {
        date: today,
        subject: '',
        type: '',
      });
      return { html: renderRichText(body, data) };
    }),
  );

  handle(app, letterTemplateEndpoints.fromTemplate, (req) =>
    tenantTx(db, req, (tx) => letterFromTemplate(tx, authOf(req), req.body)),
  );

  handle(app, letterTemplateEndpoints.updateBody, (req) =>
    tenantTx(db, req, async (tx) => {
      const html = sanitizeRichText(req.body.body_html);
      const text = textOfRichText(html);
      if (!text) throw invalid({ body_html: [MESSAGES.textEmpty] });
      const row = (
        await sql<{
          id: string;
          body_html: string;
        }>`update hr_letters set body_html = ${html}, body = ${text},
            updated_at = now() where id = ${req.params.id} returning id, body_html`.execute(tx)
      ).rows[0];
      if (!row) throw notFound();
      return row;
    }),
  );
}

/**
 * A letter written from a template for an employee: the template rendered with the employee's values, kept
 * as rich text beside its plain text (which the keyword search reads). Refused for an unknown template.
 */
export async function letterFromTemplate(
  tx: TenantTx,
  auth: AuthContext,
  input: z.output<typeof letterFromTemplateInput>,
): Promise<{ id: string }> {
  const template = (
    await sql<{ hr_letter_type_id: string; type_name: string; language: TemplateLanguage; body: string }>`
      select t.hr_letter_type_id, lt.name as type_name, t.language, t.body from hr_letter_templates t
      join hr_letter_types lt on lt.tenant_id = t.tenant_id and lt.id = t.hr_letter_type_id
      where t.id = ${input.hr_letter_template_id}`.execute(tx)
  ).rows[0];
  if (!template) throw invalid({ hr_letter_template_id: [MESSAGES.letterTemplateMissing] });
  const data = await letterTemplateValues(tx, auth, input.employee_id, template.language, {
    date: input.date,
    subject: input.subject,
    type: template.type_name,
  });
  const html = renderRichText(template.body, data);
  return (
    await sql<{
      id: string;
    }>`insert into hr_letters (tenant_id, hr_letter_type_id, employee_id, date, subject,
        body, body_html, language, hr_letter_template_id, created_by)
      values (current_setting('app.tenant_id')::bigint, ${template.hr_letter_type_id}, ${input.employee_id},
        ${input.date}, ${input.subject}, ${textOfRichText(html) || input.subject}, ${html}, ${template.language},
        ${input.hr_letter_template_id}, ${auth.userId})
      returning id`.execute(tx)
  ).rows[0]!;
}
