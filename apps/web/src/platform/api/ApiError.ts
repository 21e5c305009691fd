import type { ErrorBody } from '@spatium/contracts';

export interface ApiIssue {
  path: (string | number)[];
  message: string;
}

/** A failed API call, carrying the server's `{statusCode, error, message, code, issues?}` body. */
export class ApiError extends Error {
  readonly status: number;
  readonly error: string;
  readonly code: string | undefined;
  readonly issues: ApiIssue[];

  constructor(body: ErrorBody & { issues?: ApiIssue[] }) {
    super(body.message);
    this.name = 'ApiError';
    this.status = body.statusCode;
    this.error = body.error;
    this.code = body.code;
    this.issues = body.issues ?? [];
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** Builds an ApiError from any answer body, falling back to a generic one when it is not the contract shape. */
export function toApiError(status: number, statusText: string, body: unknown): ApiError {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
    const b = body as Partial<ErrorBody> & { message: string; issues?: unknown };
    return new ApiError({
      statusCode: typeof b.statusCode === 'number' ? b.statusCode : status,
      error: typeof b.error === 'string' ? b.error : statusText,
      message: b.message,
      code: typeof b.code === 'string' ? b.code : undefined,
      issues: Array.isArray(b.issues) ? (b.issues as ApiIssue[]) : undefined,
    });
  }
  return new ApiError({
    statusCode: status,
    error: statusText || 'Error',
    message: statusText || 'Request failed',
  });
}
