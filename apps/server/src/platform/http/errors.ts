import { STATUS_CODES } from 'node:http';
import { type ErrorBody, messages } from '@spatium/contracts';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

/** An error meant for the caller: its message is shown to a person. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: string | undefined;
  /** Headers that go with the answer, such as Retry-After on a 429. */
  readonly headers: Record<string, string> | undefined;

  constructor(statusCode: number, message: string, code?: string, headers?: Record<string, string>) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.headers = headers;
  }
}

export const badRequest = (message: string, code = 'bad_request') => new HttpError(400, message, code);
export const unauthorized = (message: string = messages.sessionEnded, code = 'auth.unauthorized') =>
  new HttpError(401, message, code);
export const forbidden = (message: string = messages.forbidden) => new HttpError(403, message, 'forbidden');
export const notFound = (what = 'This item') =>
  new HttpError(404, `${what} was not found, or you do not have access to it.`, 'not_found');
/** 402: the user's trial is over (SPEC §4); their account stays reachable, the product does not. */
export const trialEnded = () => new HttpError(402, messages.trialEnded, 'trial.ended');
export const conflict = (message: string, code = 'conflict') => new HttpError(409, message, code);

// What the multipart parser (busboy) throws on a form it cannot read: a missing or unused boundary, a
// boundary too long to search for, a form cut off. Those are the sender's fault, not the server's.
const malformedMultipart =
  /Boundary not found|Boundary required|needle|Unexpected end of (multipart data|form)|terminated early|Malformed|Unsupported Content-Type/i;

function isMalformedMultipart(error: FastifyError, request: FastifyRequest): boolean {
  return (
    error.statusCode === undefined &&
    request.isMultipart?.() === true &&
    malformedMultipart.test(error.message)
  );
}

function body(statusCode: number, message: string, code?: string, extra?: object): ErrorBody {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, code, ...extra };
}

/** Every error leaves as `{statusCode, error, message}`; only real faults are 5xx, and they say nothing inside. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: v.message ?? 'Invalid value',
      }));
      const first = issues[0];
      const where = first?.path ? `${first.path}: ` : '';
      return reply
        .status(400)
        .send(body(400, `${where}${first?.message ?? 'Invalid request'}`, 'validation', { issues }));
    }
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send(body(error.statusCode, error.message, error.code));
    }
    if (isMalformedMultipart(error, request)) {
      return reply
        .status(400)
        .send(
          body(400, 'The multipart form could not be read: send it as multipart/form-data.', 'multipart'),
        );
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its contract');
      return reply.status(500).send(body(500, messages.somethingWentWrong, 'internal'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? 'The request body is not valid JSON.'
          : status === 413
            ? 'The request is too large.'
            : status === 429
              ? messages.tooManyRequests
              : error.message;
      return reply.status(status).send(body(status, message, error.code?.toLowerCase()));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body(500, messages.somethingWentWrong, 'internal'));
  });
}
