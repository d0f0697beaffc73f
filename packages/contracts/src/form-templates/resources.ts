import { z } from 'zod';
import { defineResource, rules } from '../resources/define.js';
import { abilities, base, nameCol, stamps } from '../resources/master-data/named.js';
import { TEMPLATE_LANGUAGES } from './languages.js';

/** A template's body: the editor's HTML (sanitized by the server when saved and again when rendered). */
export const templateBody = z.string().trim().min(1).max(200_000);
export const templateLanguage = z.enum(TEMPLATE_LANGUAGES);

/**
 * HR letter templates (`/hr/letter-template`, lookup `hr/letter-template/list`): a letter type, the
 * language it is written in (its direction and the default language of amounts in words) and the body
 * with employee and contract placeholders.
 */
export const hrLetterTemplate = defineResource({
  name: 'hr_letter_template',
  path: 'hr/letter-template',
  lookup: 'hr/letter-template/list',
  screen: '/hr/letter-template',
  table: 'hr_letter_templates',
  area: 'hr',
  abilities: abilities('hr_letter_template'),
  schema: z.object({
    name: rules.name,
    hr_letter_type_id: rules.id,
    language: templateLanguage,
    body: templateBody,
  }),
  columns: [
    ...base,
    nameCol,
    {
      key: 'hr_letter_type_name',
      kind: 'text',
      ref: { fk: 'hr_letter_type_id', resource: 'hr_letter_type' },
    },
    { key: 'language', kind: 'enum', enumName: 'templateLanguage' },
    ...stamps,
  ],
  fields: [
    { key: 'name', widget: 'text', span: 10 },
    { key: 'hr_letter_type_id', widget: 'lookup', lookup: 'hr/letter-type/list', span: 8 },
    { key: 'language', widget: 'select', enumName: 'templateLanguage', span: 6 },
    { key: 'body', widget: 'richtext', placeholders: 'letter' },
  ],
  lookupColumns: ['hr_letter_type_id', 'language'],
  dialogWidth: 1100,
});

/**
 * Form templates (`/inventory/form-template`, its add and edit pages, lookup `form-template/list`): the
 * sale contract's text with sale, customer, unit and schedule placeholders.
 */
export const formTemplate = defineResource({
  name: 'form_template',
  path: 'form-template',
  lookup: 'form-template/list',
  screen: '/inventory/form-template',
  table: 'form_templates',
  area: 'items',
  abilities: abilities('form_template'),
  schema: z.object({
    name: rules.name,
    language: templateLanguage,
    body: templateBody,
  }),
  columns: [...base, nameCol, { key: 'language', kind: 'enum', enumName: 'templateLanguage' }, ...stamps],
  fields: [
    { key: 'name', widget: 'text', span: 16 },
    { key: 'language', widget: 'select', enumName: 'templateLanguage', span: 8 },
    { key: 'body', widget: 'richtext', placeholders: 'sale' },
  ],
  lookupColumns: ['language'],
});

export const TEMPLATE_RESOURCES = [hrLetterTemplate, formTemplate] as const;
