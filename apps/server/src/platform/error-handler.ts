import { MESSAGES } from '@bb/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type FieldErrors } from './errors.js';

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

/**
 * The error model: AppError answers as it is; schema validation answers 422 with field errors;
 * other client errors (bad JSON, too large, rate limited) keep their 4xx status; anything else is
 * logged and answered 500 without internals.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({
        message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      return reply
        .status(422)
        .send({ message: MESSAGES.validationFailed, errors: fieldErrorsFromValidation(error) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = status === 429 ? MESSAGES.tooManyAttempts : error.message;
      return reply.status(status).send({ message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: MESSAGES.serverError });
  });
}
