import { MESSAGES } from '@bb/contracts';

export type FieldErrors = Record<string, string[]>;

/** An error a client can cause. Its status and message go to the client as they are. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
  }
}

export const unauthorized = (message: string = MESSAGES.unauthenticated) => new AppError(401, message);
export const forbidden = (message: string = MESSAGES.forbidden) => new AppError(403, message);
export const notFound = (message: string = MESSAGES.notFound) => new AppError(404, message);
/**
 * A business rule refused the change; the message is one of the spec's wordings, and `errors` may say
 * which line and why (a shortage names the item and what is available).
 */
export const conflict = (message: string, errors?: FieldErrors) => new AppError(409, message, errors);
export const invalid = (errors: FieldErrors, message: string = MESSAGES.validationFailed) =>
  new AppError(422, message, errors);
export const maintenance = () => new AppError(503, MESSAGES.maintenance);
