import { z } from 'zod';
import { isoDate } from '../dates.js';
import { defineEndpoint, timestamp } from '../endpoints/define.js';
import { rules } from '../resources/define.js';
import { templateBody, templateLanguage } from './resources.js';

const idParams = z.object({ id: z.string().regex(/^\d{1,18}$/, 'Not a valid id.') });

/** A template's text rendered for a real record, sanitized: what the preview and the print show. */
export const renderedHtml = z.object({ html: z.string() });

/** The sale a contract or a form template's preview is made from: a residence sale or an ordinary one. */
const saleRef = z.object({
  residence_sale_id: rules.optionalId,
  sale_id: rules.optionalId,
});

export const formTemplatePreviewInput = saleRef.extend({ body: templateBody, language: templateLanguage });
export const letterTemplatePreviewInput = z.object({
  body: templateBody,
  language: templateLanguage,
  employee_id: rules.id,
});

export const templatePreviewEndpoints = {
  /** Live preview of a form template on a real sale. */
  formTemplate: defineEndpoint({
    method: 'POST',
    path: 'form-template/preview',
    body: formTemplatePreviewInput,
    response: renderedHtml,
    access: ['form_template_list', 'form_template_create', 'form_template_edit'],
    tag: 'templates',
  }),
  /** Preview of a letter template for an employee. */
  letterTemplate: defineEndpoint({
    method: 'POST',
    path: 'hr/letter-template/preview',
    body: letterTemplatePreviewInput,
    response: renderedHtml,
    access: ['hr_letter_template_list', 'hr_letter_template_create', 'hr_letter_template_edit'],
    tag: 'hr',
  }),
};

export const letterFromTemplateInput = z.object({
  hr_letter_template_id: rules.id,
  employee_id: rules.id,
  date: isoDate,
  subject: z.string().trim().min(1).max(190),
});

export const letterBodyInput = z.object({ body_html: templateBody });

export const letterTemplateEndpoints = {
  /** A letter rendered from a template for an employee (then edited and printed like any letter). */
  fromTemplate: defineEndpoint({
    method: 'POST',
    path: 'hr/letter/from-template',
    body: letterFromTemplateInput,
    response: z.object({ id: z.string() }),
    status: 201,
    access: ['hr_letter_create'],
    tag: 'hr',
  }),
  /** The rich text of a letter, edited after rendering. */
  updateBody: defineEndpoint({
    method: 'PUT',
    path: 'hr/letter/:id/body',
    params: idParams,
    body: letterBodyInput,
    response: z.object({ id: z.string(), body_html: z.string() }),
    access: ['hr_letter_edit'],
    tag: 'hr',
  }),
};

export const SALE_CONTRACT_STATUSES = ['draft', 'signed'] as const;

export const saleContractInput = saleRef.extend({
  form_template_id: rules.id,
  date: isoDate,
});

/** A sale contract: one version of it, its text, and once signed the frozen text's SHA-256. */
export const saleContractRecord = z.object({
  id: z.string(),
  contract_no: z.string(),
  version: z.number().int(),
  status: z.enum(SALE_CONTRACT_STATUSES),
  date: z.string(),
  language: templateLanguage,
  form_template_id: z.string(),
  form_template_name: z.string(),
  residence_sale_id: z.string().nullable(),
  sale_id: z.string().nullable(),
  sale_invoice_id: z.string(),
  customer_name: z.string().nullable(),
  inventory_id: z.string(),
  body: z.string(),
  sha256: z.string().nullable(),
  signed_at: timestamp.nullable(),
  signed_by_name: z.string().nullable(),
  /** The id of the newer version made by editing this one once signed, if any. */
  superseded_by: z.string().nullable(),
  created_at: timestamp,
});

export const saleContractEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: 'inventory/sale-contract/:id',
    params: idParams,
    response: saleContractRecord,
    access: ['sale_contract_list'],
    tag: 'sales',
  }),
  create: defineEndpoint({
    method: 'POST',
    path: 'inventory/sale-contract',
    body: saleContractInput,
    response: saleContractRecord,
    status: 201,
    access: ['sale_contract_create'],
    tag: 'sales',
  }),
  /** Edits a draft in place; editing a signed contract makes its next version (a new draft). */
  update: defineEndpoint({
    method: 'PUT',
    path: 'inventory/sale-contract/:id',
    params: idParams,
    body: z.object({ body: templateBody }),
    response: saleContractRecord,
    access: ['sale_contract_edit'],
    tag: 'sales',
  }),
  /** Freezes the text: a snapshot and its SHA-256; the row never changes again. */
  sign: defineEndpoint({
    method: 'POST',
    path: 'inventory/sale-contract/:id/sign',
    params: idParams,
    response: saleContractRecord,
    access: ['sale_contract_edit'],
    tag: 'sales',
  }),
  /** A customer's residence and ordinary sales a contract (or a form template's preview) may be made from. */
  customerSales: defineEndpoint({
    method: 'GET',
    path: 'inventory/sale-contract/customer/:id/sales',
    params: idParams,
    response: z.object({
      data: z.array(
        z.object({
          kind: z.enum(['residence', 'sale']),
          id: z.string(),
          invoice_id: z.string(),
          date: z.string(),
          total: z.string(),
          currency_code: z.string(),
        }),
      ),
    }),
    access: ['sale_contract_create', 'form_template_list', 'form_template_create', 'form_template_edit'],
    tag: 'sales',
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: 'inventory/sale-contract/:id',
    params: idParams,
    response: z.object({ id: z.string() }),
    access: ['sale_contract_delete'],
    tag: 'sales',
  }),
};
