import { z } from 'zod';

/**
 * One book's line and prices of a player prop, as the insights' props and the prop analyzer both
 * answer it (its own file, so neither feature's schemas are carried in the other's web chunk).
 */
export const ZPropBookQuote = z.object({
  book: z.string(),
  line: z.number(),
  openLine: z.number(),
  overPrice: z.number(),
  underPrice: z.number(),
});
export type TPropBookQuote = z.infer<typeof ZPropBookQuote>;
