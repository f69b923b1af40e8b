import type { TErrorCode } from '@dfs/contracts';

/** HTTP status of each error code: the one table every failure goes through. */
export const STATUS_OF: Record<TErrorCode, number> = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  PLAN_LIMIT: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};

/** The one error type services throw; the error handler turns it into the envelope. */
export class AppError extends Error {
  readonly code: TErrorCode;
  readonly status: number;
  readonly fields: string[] | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    code: TErrorCode,
    message: string,
    opts: { fields?: string[]; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.code = code;
    this.status = STATUS_OF[code];
    this.fields = opts.fields;
    this.headers = opts.headers;
  }
}
