import type { FastifyRequest } from 'fastify';

/** Query parameters that carry a secret; their values never reach a log line. */
const SECRET_PARAMS = /([?&](?:token|access_token|api_key|password)=)[^&#]*/gi;

/** The address with every secret query value replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

/**
 * Logger options applied to whatever logger the app is given: the request serializer writes the address
 * without tokens (Fastify's default writes `url` as received, so `?token=` went to the log in clear), and
 * pino removes the credentials headers should anything log them.
 */
export const LOG_SAFETY = {
  serializers: {
    req: (request: FastifyRequest) => ({
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    }),
  },
  redact: {
    paths: [
      'req.headers.authorization',
      'req.headers.cookie',
      'headers.authorization',
      'headers.cookie',
      'request.headers.authorization',
    ],
    censor: '[redacted]',
  },
};
