import { z } from 'zod';
import type { TEndpointMap } from './endpoint.types';
import { ZSlateId } from './slates';
import { ZSportCode } from './sports';
import { TEXT_MESSAGE, zText } from './text';
import { ZSlateState } from './optimizer';

// The optimizer's workflow tools beside the build: the blend of the slate's and the user's own
// projections, and rule templates (build settings a user saves per sport and applies again).

/**
 * The projection a build uses: the slate's, or with the user's own projection, `weight` of the
 * user's and the rest of the slate's (weight 1, the default: the user's replaces the slate's).
 */
export function blendProjection(slate: number, own: number | null | undefined, weight: number): number {
  if (own === null || own === undefined) return slate;
  return Math.round((weight * own + (1 - weight) * slate) * 100) / 100;
}

/** Most templates a user keeps per sport. */
export const MAX_RULE_TEMPLATES = 50;
/** The largest settings a template holds, as JSON characters. */
export const MAX_TEMPLATE_CHARS = 20_000;

/**
 * A template's settings: the build settings as the screen keeps them, stored as given (fields the
 * server does not know are kept, so settings added later come back with the template).
 */
export const ZTemplateSettings = z
  .record(zText().max(60), z.unknown())
  .refine((s) => Object.keys(s).length > 0, 'settings: nothing to save')
  .refine(
    (s) => JSON.stringify(s).length <= MAX_TEMPLATE_CHARS,
    `settings: at most ${MAX_TEMPLATE_CHARS} characters`,
  )
  // The database's JSON refuses NUL and lone surrogates (JSON.stringify writes them as escapes).
  .refine((s) => !/\\u0000|\\ud[89a-f]/i.test(JSON.stringify(s)), `settings: ${TEXT_MESSAGE}`);

export const ZRuleTemplate = z.object({
  id: z.string(),
  sport: ZSportCode,
  name: z.string(),
  settings: z.record(z.string(), z.unknown()),
  updatedAt: z.string(),
});
export type TRuleTemplate = z.infer<typeof ZRuleTemplate>;

export const optimizerToolEndpoints = {
  /** The share of the user's own projection in the blend the build uses (0..1) on a slate. */
  setProjectionBlend: {
    method: 'POST',
    path: '/user/setProjectionBlend',
    body: z.strictObject({
      slateId: ZSlateId,
      weight: z.number().min(0, 'weight is at least 0').max(1, 'weight is at most 1 (100%)'),
    }),
    data: ZSlateState,
  },
  getRuleTemplates: {
    method: 'POST',
    path: '/user/getRuleTemplates',
    body: z.strictObject({ sport: ZSportCode }),
    data: z.array(ZRuleTemplate),
  },
  /** Saves settings under a name of the sport; a name already used is replaced. */
  saveRuleTemplate: {
    method: 'POST',
    path: '/user/saveRuleTemplate',
    body: z.strictObject({
      sport: ZSportCode,
      name: zText().trim().min(1, 'name is required').max(60),
      settings: ZTemplateSettings,
    }),
    data: ZRuleTemplate,
  },
  deleteRuleTemplate: {
    method: 'POST',
    path: '/user/deleteRuleTemplate',
    body: z.strictObject({ id: z.string().uuid('not a rule template') }),
    data: z.null(),
  },
} as const satisfies TEndpointMap;
