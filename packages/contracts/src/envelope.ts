import { z } from 'zod';

/** Stable error codes; each maps to one HTTP status on the server. */
export const ERROR_CODES = [
  'VALIDATION',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'PLAN_LIMIT',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'UNAVAILABLE',
  'INTERNAL',
] as const;
export const ZErrorCode = z.enum(ERROR_CODES);
export type TErrorCode = z.infer<typeof ZErrorCode>;

/** The answer of every API call: `{ success, message, code?, data?, doc? }`. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({
    success: z.boolean(),
    message: z.string(),
    code: ZErrorCode.optional(),
    data: data.optional(),
    doc: z.unknown().optional(),
  });

export const ZErrorEnvelope = z.object({
  success: z.literal(false),
  message: z.string(),
  code: ZErrorCode,
  /** For validation errors: the offending field paths. */
  fields: z.array(z.string()).optional(),
});
export type TErrorEnvelope = z.infer<typeof ZErrorEnvelope>;

export type TEnvelope<T> = {
  success: boolean;
  message: string;
  code?: TErrorCode;
  data?: T;
  doc?: unknown;
};
