import { z } from 'zod';
import { defineEndpoint } from '../endpoints/define.js';

/** A letter as `/hr/letter/{id}` shows and prints it: its type, employee and creator by name. */
export const letterView = z.object({
  id: z.string(),
  date: z.string(),
  subject: z.string(),
  body: z.string(),
  letter_type_name: z.string(),
  employee_name: z.string().nullable(),
  employee_code: z.string().nullable(),
  inventory_id: z.string().nullable(),
  created_by_name: z.string().nullable(),
  /** The rich text of a letter rendered from a template (sanitized), its language and template. */
  body_html: z.string().nullable(),
  language: z.enum(['en', 'ckb', 'ar']).nullable(),
  hr_letter_template_id: z.string().nullable(),
});
export type LetterView = z.infer<typeof letterView>;

export const letterEndpoints = {
  view: defineEndpoint({
    method: 'GET',
    path: 'hr/letter/:id/view',
    params: z.object({ id: z.string().regex(/^\d{1,18}$/, 'Not a valid id.') }),
    response: letterView,
    access: ['hr_letter_list'],
    tag: 'hr',
  }),
};
