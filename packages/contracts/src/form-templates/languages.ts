/** The languages a template is written in (the interface languages). */
export const TEMPLATE_LANGUAGES = ['en', 'ckb', 'ar'] as const;
export type TemplateLanguage = (typeof TEMPLATE_LANGUAGES)[number];
