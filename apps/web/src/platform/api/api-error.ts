/** Field name -> messages, as the server's 422 answer carries them. */
export type FieldErrors = Record<string, string[]>;

/**
 * Every failed call rejects with an ApiError: `status` is the HTTP status (0 when the server could not
 * be reached), `message` the server's message (untranslated; see i18n/server-messages.ts), `errors` the
 * per-field validation messages of a 422 (empty otherwise).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldErrors;

  constructor(status: number, message: string, errors: FieldErrors = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }

  /** All messages of the answer: the field messages when there are any, else the message. */
  get messages(): string[] {
    const fields = Object.values(this.errors).flat();
    return fields.length > 0 ? [...new Set(fields)] : [this.message];
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}

/** Message used when fetch itself fails (offline, server down); translated like a server message. */
export const NETWORK_ERROR = 'network-error';
