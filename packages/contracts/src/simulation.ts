import { z } from 'zod';
import type { TEndpointMap } from './endpoint.types';
import { MAX_KEPT_LINEUPS, ZLineup, ZSavedBuild } from './optimizer';
import { ZSlateId, ZSportParams } from './slates';
import { ZSportCode } from './sports';
import { ZEmpty } from './user';
import { zText } from './text';

// The contest simulator's calls (issue 30): run a simulation of the last or a saved build against
// a drawn field, read it back, keep its best lineups, and choose a portfolio from a candidate
// pool. Platinum only; the plan table limits iterations and field size.

/**
 * Contest shapes the simulator knows (packages/simulator `CONTEST_PRESETS`; a server test checks
 * both lists agree): DraftKings and FanDuel GPPs, double-ups and 50/50s.
 */
export const CONTEST_PRESET_IDS = ['dk-gpp', 'fd-gpp', 'double-up', 'fifty-fifty'] as const;
export const ZContestPreset = z.enum(CONTEST_PRESET_IDS);
export type TContestPreset = z.infer<typeof ZContestPreset>;
export const CONTEST_PRESET_LABEL: Record<TContestPreset, string> = {
  'dk-gpp': 'DraftKings GPP (22% paid, top-heavy)',
  'fd-gpp': 'FanDuel GPP (20% paid)',
  'double-up': 'Double-up (44% paid 2x)',
  'fifty-fifty': '50/50 (half paid 1.8x)',
};

const entryFee = z.number().min(0.01, 'the entry fee is at least 0.01').max(100_000);

export const ZPayoutRow = z.strictObject({
  from: z.number().int().min(1, 'places start at 1'),
  to: z.number().int().min(1, 'places start at 1'),
  prize: z.number().min(0, 'a prize cannot be negative').max(100_000_000),
});
export type TPayoutRow = z.infer<typeof ZPayoutRow>;

/** A preset shape with an entry fee, or the user's own payout table (an uploaded contest file). */
export const ZSimContest = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('preset'), preset: ZContestPreset, entryFee }),
  z.strictObject({ kind: z.literal('custom'), entryFee, payouts: z.array(ZPayoutRow).min(1).max(2000) }),
]);
export type TSimContest = z.infer<typeof ZSimContest>;

/** Which lineups: the slate's last built lineups, or a saved build. */
export const ZSimSource = z.discriminatedUnion('from', [
  z.strictObject({ from: z.literal('last') }),
  z.strictObject({ from: z.literal('saved'), buildId: z.string().uuid('not a saved build') }),
]);
export type TSimSource = z.infer<typeof ZSimSource>;

const seed = z
  .number()
  .int()
  .min(0)
  .max(2 ** 31 - 1);

export const ZSimulateRequest = z.strictObject({
  slateId: ZSlateId,
  source: ZSimSource,
  contest: ZSimContest,
  /** Entries in the contest, the user's lineups included. */
  fieldSize: z.number().int().min(2, 'the field has at least 2 entries').max(1_000_000),
  iterations: z.number().int().min(100, 'at least 100 iterations').max(1_000_000),
  seed: seed.optional(),
});
export type TSimulateRequest = z.input<typeof ZSimulateRequest>;

export const ZSimLineup = z.object({
  lineup: ZLineup,
  roi: z.number(),
  roiStdErr: z.number(),
  win: z.number(),
  top1: z.number(),
  cash: z.number(),
  mean: z.number(),
  sd: z.number(),
  p90: z.number(),
  p99: z.number(),
});
export type TSimLineup = z.infer<typeof ZSimLineup>;

export const ZSimPlayer = z.object({
  id: z.string(),
  name: z.string(),
  team: z.string(),
  position: z.string(),
  salary: z.number(),
  projection: z.number(),
  /** Projected share of the field's ordinary slots (0..1). */
  ownership: z.number(),
  /** Share of captain (multiplier) slots: single-game slates only, else 0. */
  captainOwnership: z.number(),
  /** Share of iterations he was in the contest's winning entry. */
  optimalRate: z.number(),
  /** optimalRate - (ownership + captainOwnership). */
  leverage: z.number(),
});
export type TSimPlayer = z.infer<typeof ZSimPlayer>;

export const ZSimStatus = z.enum(['running', 'done', 'cancelled', 'failed']);

export const ZSimulation = z.object({
  id: z.string(),
  sport: ZSportCode,
  slateId: z.string(),
  status: ZSimStatus,
  message: z.string().nullable(),
  settings: z.object({
    source: ZSimSource,
    preset: ZContestPreset.nullable(),
    entryFee: z.number(),
    fieldSize: z.number().int(),
    payouts: z.array(ZPayoutRow),
    iterations: z.number().int(),
    seed: z.number().int(),
  }),
  lineups: z.array(ZSimLineup),
  players: z.array(ZSimPlayer),
  stats: z.object({ ms: z.number() }),
  createdAt: z.string(),
});
export type TSimulation = z.infer<typeof ZSimulation>;

/** What "keep the best N" sorts by. */
export const ZSimMetric = z.enum(['roi', 'win', 'cash', 'projection']);
export type TSimMetric = z.infer<typeof ZSimMetric>;

export const ZPortfolioRequest = ZSimulateRequest.extend({
  /** Lineups to enter, chosen from the source's lineups (the candidate pool). */
  size: z.number().int().min(1, 'at least 1').max(150, 'at most 150'),
  /** Highest share of the chosen lineups one player may be in (0..1). */
  maxExposure: z.number().min(0.01).max(1).optional(),
});
export type TPortfolioRequest = z.input<typeof ZPortfolioRequest>;

export const ZPortfolio = z.object({
  /** The chosen lineups, in the order the chooser took them. */
  lineups: z.array(ZLineup),
  candidates: z.number().int(),
  /** Return on the portfolio's fees entered together; the top N by projection beside it. */
  roi: z.number(),
  baselineRoi: z.number(),
  gain: z.number(),
});
export type TPortfolio = z.infer<typeof ZPortfolio>;

export const simulationEndpoints = {
  simulate: {
    method: 'POST',
    path: '/:sport/simulate',
    body: ZSimulateRequest,
    params: ZSportParams,
    data: ZSimulation,
  },
  getSimulation: {
    method: 'GET',
    path: '/user/getSimulation/:id',
    body: ZEmpty,
    params: z.strictObject({ id: z.string().uuid('not a simulation') }),
    data: ZSimulation,
  },
  getLastSimulation: {
    method: 'POST',
    path: '/user/getLastSimulation',
    body: z.strictObject({ slateId: ZSlateId }),
    data: ZSimulation.nullable(),
  },
  cancelSimulation: {
    method: 'POST',
    path: '/user/cancelSimulation',
    body: z.strictObject({ simulationId: z.string().uuid('not a simulation').optional() }),
    data: z.object({ cancelled: z.number().int() }),
  },
  keepSimLineups: {
    method: 'POST',
    path: '/user/keepSimLineups',
    body: z.strictObject({
      simulationId: z.string().uuid('not a simulation'),
      count: z.number().int().min(1, 'at least 1').max(MAX_KEPT_LINEUPS),
      metric: ZSimMetric,
      name: zText().trim().min(1, 'name is required').max(80),
    }),
    data: ZSavedBuild,
  },
  buildPortfolio: {
    method: 'POST',
    path: '/:sport/buildPortfolio',
    body: ZPortfolioRequest,
    params: ZSportParams,
    data: ZPortfolio,
  },
} as const satisfies TEndpointMap;
