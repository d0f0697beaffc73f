import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError, invalid } from '../errors.js';
import { nulMessage } from '../input-guard.js';

export const BROKEN_FORM = 'The upload could not be read. Please send the file again.';

/** Does the request say where its parts begin (`multipart/form-data; boundary=...`)? */
function hasBoundary(req: FastifyRequest): boolean {
  const type = req.headers['content-type'] ?? '';
  return /;\s*boundary=("[^"]+"|[^;\s]+)/i.test(type);
}

/**
 * Reads a multipart request, the one place every upload route does: each file part goes to `onFile` (which
 * stores or skips it), each text field is collected by name, in order. A form without a boundary, cut
 * short or otherwise unreadable is refused with 422 on `field` (the form's file field); a text field or a
 * file name holding a NUL character is refused on its field, as the input guard does for JSON
 * (platform/input-guard.ts). Limits (too many files or fields) keep their 413.
 */
export async function readForm(
  req: FastifyRequest,
  field: string,
  onFile: (part: MultipartFile) => Promise<void>,
): Promise<Record<string, string[]>> {
  if (!hasBoundary(req)) throw invalid({ [field]: [BROKEN_FORM] });
  const fields: Record<string, string[]> = {};
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (part.filename.includes('\u0000')) {
          part.file.resume();
          throw invalid({ [field]: [nulMessage([`${field} name`])] });
        }
        await onFile(part);
      } else {
        const value = String(part.value);
        if (value.includes('\u0000')) throw invalid({ [part.fieldname]: [nulMessage([part.fieldname])] });
        fields[part.fieldname] = [...(fields[part.fieldname] ?? []), value];
      }
    }
  } catch (e) {
    throw readError(e, field);
  }
  return fields;
}

/** An error met while reading an upload, as the client should see it. */
export function readError(e: unknown, field: string): unknown {
  if (e instanceof AppError) return e;
  const status = (e as { statusCode?: number }).statusCode;
  if (status && status >= 400 && status < 500) return e;
  return invalid({ [field]: [BROKEN_FORM] });
}
