import { fieldWords, MESSAGES } from '@bb/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from './db/availability.js';
import { fieldOfConstraint } from './db/pg-errors.js';
import { AppError, conflict, type FieldErrors, invalid } from './errors.js';

function fieldErrorsFromValidation(error: FastifyError): FieldErrors {
  const out: FieldErrors = {};
  for (const v of error.validation ?? []) {
    const issue = (v.params as { issue?: { path?: PropertyKey[] } } | undefined)?.issue;
    const field =
      issue?.path && issue.path.length > 0
        ? issue.path.map(String).join('.')
        : v.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    const list = out[field] ?? [];
    list.push(v.message ?? 'Invalid value.');
    out[field] = list;
  }
  return out;
}

export const DATA_EXCEPTION = 'A value sent cannot be stored: check its dates, numbers and texts.';

/**
 * A PostgreSQL data exception (class 22: a value out of range, a date that does not exist, text too long
 * or holding a NUL, a division by zero): always caused by a value, so the client's to fix, never a 500.
 */
const isDataException = (error: unknown) => {
  const e = error as { code?: unknown; severity?: unknown };
  return typeof e.code === 'string' && /^22[0-9A-Z]{3}$/.test(e.code) && typeof e.severity === 'string';
};

/**
 * A foreign key violation that reached the handler: a write naming a row that does not exist is a 422 on
 * the column the constraint names ("goods_stock_outs_tenant_id_inventory_id_fkey" -> inventory_id); a
 * delete of a row still referenced is 'Delete not allowed' (409). Services check what they can first
 * (platform/db/pg-errors.ts `guarded`); this catches the rest.
 */
function referenceError(error: unknown): AppError | undefined {
  const e = error as { code?: unknown; table?: string; detail?: string; severity?: unknown };
  if (e.code !== '23503' || typeof e.severity !== 'string') return undefined;
  if (/still referenced/.test(e.detail ?? '')) return conflict(MESSAGES.deleteNotAllowed);
  const field = fieldOfConstraint(e as { constraint?: string }, e.table ?? '');
  return invalid({ [field]: [`The selected ${fieldWords([field])} is invalid.`] });
}

const bodyOf = (error: AppError) => ({
  message: error.message,
  ...(error.errors ? { errors: error.errors } : {}),
});

/**
 * The error model: AppError answers as it is; schema validation answers 422 with field errors;
 * a PostgreSQL data exception answers 422 on `_` and a foreign key violation 422 on its column (409 on a
 * delete); other client errors (bad JSON, too large, rate limited) keep their 4xx status; an unreachable
 * database is 503; anything else is logged and answered 500 without internals.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return reply.status(error.statusCode).send(bodyOf(error));
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      return reply
        .status(422)
        .send({ message: MESSAGES.validationFailed, errors: fieldErrorsFromValidation(error) });
    }
    if (isDataException(error)) {
      // a safety net: the cause (a value the schema let through) is worth fixing at its field
      request.log.warn({ err: error }, 'data exception from a client value');
      return reply.status(422).send({ message: MESSAGES.validationFailed, errors: { _: [DATA_EXCEPTION] } });
    }
    const reference = referenceError(error);
    if (reference) return reply.status(reference.statusCode).send(bodyOf(reference));
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = status === 429 ? MESSAGES.tooManyAttempts : error.message;
      return reply.status(status).send({ message });
    }
    if (isDatabaseUnavailable(error)) {
      // the database is down, restarting or failing over: a temporary state, not a fault of the request
      request.log.warn({ err: error.message }, 'database unreachable');
      return reply.status(503).header('retry-after', '5').send({ message: DATABASE_UNAVAILABLE });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: MESSAGES.serverError });
  });
}
