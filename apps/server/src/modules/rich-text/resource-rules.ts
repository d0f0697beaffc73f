import { sql } from 'kysely';
import type { ResourceRules } from '../../platform/resources/bindings.js';
import { sanitizeRichText } from './sanitize.js';

/**
 * The rule of a declared template resource: its body is stored sanitized (what the editor sent, less
 * anything outside the allow-list), so a template never holds a script even before it is rendered.
 */
export function sanitizedBody(table: 'hr_letter_templates' | 'form_templates'): ResourceRules {
  return {
    afterWrite: async (tx, id, input) => {
      if (typeof input.body !== 'string') return;
      await sql`update ${sql.table(table)} set body = ${sanitizeRichText(input.body)} where id = ${id}`.execute(
        tx,
      );
    },
  };
}
