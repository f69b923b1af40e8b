import { z } from 'zod';

// The one string rule and the one date rule every request schema is built from. PostgreSQL cannot
// store a NUL byte or a lone UTF-16 surrogate in a text column, and a date outside the years it can
// sensibly mean overflows date arithmetic: both must be refused at the door with a 400 naming the
// field, never reach a query and come back as a 500.

export const TEXT_MESSAGE = 'must not contain NUL bytes or unpaired surrogate characters';
/** NUL, or a surrogate code unit that is not half of a pair (with the `u` flag, `\p{Cs}` matches only those). */
const UNSTORABLE = /[\0\p{Cs}]/u;

/** True when a string can be stored and compared as text (no NUL, no lone surrogate). */
export const isStorableText = (value: string): boolean => !UNSTORABLE.test(value);

/** A string field of a request: `z.string(params)` plus the storable-text rule. */
export const zText = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(isStorableText, { message: TEXT_MESSAGE, abort: true });

/** The range of calendar dates a request may name. */
export const DATE_MIN = '1900-01-01';
export const DATE_MAX = '2100-12-31';
export const DATE_MESSAGE = `must be a date (YYYY-MM-DD) between ${DATE_MIN} and ${DATE_MAX}`;

/** A calendar date field of a request (YYYY-MM-DD) within DATE_MIN..DATE_MAX. */
export const zIsoDate = () =>
  z.iso
    .date({ error: DATE_MESSAGE })
    .refine((d) => d >= DATE_MIN && d <= DATE_MAX, { message: DATE_MESSAGE, abort: true });
