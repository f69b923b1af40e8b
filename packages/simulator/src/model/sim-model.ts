import { normalizePositions, type OptimizerPlayer, type RuleSet } from '@dfs/optimizer';
import { correlationBlock, type CorrelationBlock } from './correlation';
import { CORRELATION_RULES, canonicalPositions, ruleCorrelation } from './correlation-rules';
import { FieldGenerator } from '../field/field';
import { projectOwnership } from './ownership';
import { resolveOutcome } from './outcomes';
import type { ModelPlayer, SimModel } from './sim-model.types';

export type { ModelPlayer, SimModel } from './sim-model.types';

/** A slate player as the simulator takes him: the optimizer's player plus uploaded ownership. */
export type SimPlayerInput = OptimizerPlayer & { ownership?: number | null };

/** Options of the model. */
export type ModelOptions = {
  /** Ids that must be in the model even without a projection (players of the given lineups). */
  include?: ReadonlySet<string>;
  /** Replace the default correlations (`false`: independent players). */
  correlations?: boolean;
  /** Lineups drawn to turn the ownership model into field shares (default 5,000). */
  ownershipSample?: number;
};

/** Seed of the field that defines model ownership: fixed, so ownership never depends on --seed. */
const OWNERSHIP_SEED = 0x0c0ffee;

/** The game key of a player: his `game`, else team and opponent in a stable order. */
function gameOf(p: OptimizerPlayer): string {
  if (p.game) return p.game.toUpperCase();
  return [p.team, p.opponent ?? ''].sort().join('@');
}

/** Slot indices a player may fill under the rule set. */
function slotsOf(rules: RuleSet, p: OptimizerPlayer): number[] {
  const own = new Set(normalizePositions(rules, p.positions));
  const out: number[] = [];
  rules.slots.forEach((s, i) => {
    if (p.kindIds && p.kindIds[s.kind] === undefined) return;
    if (s.positions.some((x) => own.has(x))) out.push(i);
  });
  return out;
}

/**
 * Builds the model of a slate: players with a projection (and those in `include`), their
 * outcomes, ownership and the correlation blocks of every game.
 */
export function buildModel(
  rules: RuleSet,
  input: readonly SimPlayerInput[],
  options: ModelOptions = {},
): SimModel {
  const kept = input.filter(
    (p) =>
      p.projection > 0 ||
      options.include?.has(p.id) ||
      Object.values(p.kindIds ?? {}).some((id) => id !== undefined && options.include?.has(id)),
  );
  const base = kept.map((p) => {
    const positions = canonicalPositions(rules.sport, p.positions);
    const outcome = resolveOutcome({
      sport: rules.sport,
      positions,
      mean: p.projection,
      stdDev: p.stdDev ?? null,
      floor: p.floor ?? null,
      ceiling: p.ceiling ?? null,
    });
    return { p, positions, outcome, slots: slotsOf(rules, p) };
  });
  const own = projectOwnership(
    rules,
    base.map((b) => ({
      mean: b.outcome.mean,
      salary: b.p.salary,
      ...(b.p.kindSalaries ? { kindSalaries: b.p.kindSalaries } : {}),
      slots: b.slots,
      uploaded: b.p.ownership ?? null,
    })),
  );
  const players: ModelPlayer[] = base.map((b, i) => ({
    id: b.p.kindIds?.BASE ?? b.p.id,
    name: b.p.name,
    team: b.p.team,
    opponent: b.p.opponent ?? null,
    game: gameOf(b.p),
    operatorPositions: [...b.p.positions],
    positions: b.positions,
    rulePositions: normalizePositions(rules, b.p.positions),
    salary: b.p.salary,
    kindIds: b.p.kindIds ?? null,
    kindSalaries: b.p.kindSalaries ?? null,
    slots: b.slots,
    mean: b.outcome.mean,
    sd: b.outcome.sd,
    floor: b.outcome.floor,
    ownership: own.ownership[i]!,
    captainOwnership: own.captain[i]!,
    drawWeight: own.ownership[i]!,
    captainDrawWeight: own.captain[i]!,
  }));
  const byEntryId = new Map<string, number>();
  players.forEach((p, i) => {
    byEntryId.set(p.id, i);
    byEntryId.set(kept[i]!.id, i);
    for (const id of Object.values(p.kindIds ?? {})) if (id) byEntryId.set(id, i);
  });
  const model: SimModel = {
    rules,
    players,
    mean: Float64Array.from(players, (p) => p.mean),
    sd: Float64Array.from(players, (p) => p.sd),
    floor: Float64Array.from(players, (p) => p.floor),
    blocks: options.correlations === false ? [] : gameBlocks(rules, players),
    hasCaptain: rules.slots.some((s) => s.kind !== 'BASE'),
    byEntryId,
    ownershipFrom: kept.some((p) => p.ownership !== null && p.ownership !== undefined) ? 'upload' : 'field',
  };
  if (model.ownershipFrom === 'field') fieldOwnership(model, options.ownershipSample ?? 5_000);
  return model;
}

/**
 * Model ownership as real fields have it: the weights alone ignore the salary window and the
 * stacks every real lineup obeys, so ownership is the share of each player in a large field drawn
 * from those weights under the field's rules (each slot filled once per lineup: the shares add up
 * to the roster). A slate on which no lineup can be drawn keeps the weights' shares (drawing the
 * field will then say why).
 */
function fieldOwnership(model: SimModel, sample: number): void {
  if (sample <= 0) return;
  let field: ReturnType<FieldGenerator['draw']>;
  try {
    field = new FieldGenerator(model, OWNERSHIP_SEED, { calibrationRounds: 0 }).draw(sample);
  } catch {
    return;
  }
  for (const p of model.players) {
    p.ownership = 0;
    p.captainOwnership = 0;
  }
  for (const lineup of field)
    for (const m of lineup) {
      const p = model.players[m.player]!;
      if (model.rules.slots[m.slot]!.kind === 'BASE') p.ownership += 1 / sample;
      else p.captainOwnership += 1 / sample;
    }
}

/** The correlation blocks of the model: one per game, players with a spread only. */
function gameBlocks(rules: RuleSet, players: readonly ModelPlayer[]): CorrelationBlock[] {
  const table = CORRELATION_RULES[rules.sport];
  const byGame = new Map<string, number[]>();
  players.forEach((p, i) => {
    if (p.sd <= 0) return;
    byGame.set(p.game, [...(byGame.get(p.game) ?? []), i]);
  });
  const blocks: CorrelationBlock[] = [];
  for (const members of [...byGame.values()]) {
    const n = members.length;
    const raw = new Float64Array(n * n);
    for (let i = 0; i < n; i++) {
      raw[i * n + i] = 1;
      for (let j = i + 1; j < n; j++) {
        const a = players[members[i]!]!;
        const b = players[members[j]!]!;
        const relation = a.team === b.team ? 'team' : 'opp';
        const rho = ruleCorrelation(table, a.positions, b.positions, relation);
        raw[i * n + j] = rho;
        raw[j * n + i] = rho;
      }
    }
    blocks.push(correlationBlock(Int32Array.from(members), raw));
  }
  return blocks;
}

/** Every pair of model players with a non-zero correlation in use (ids are the plain ids). */
export function modelCorrelations(model: SimModel): { a: string; b: string; rho: number }[] {
  const out: { a: string; b: string; rho: number }[] = [];
  for (const block of model.blocks) {
    const n = block.players.length;
    for (let i = 0; i < n; i++)
      for (let j = i + 1; j < n; j++) {
        const rho = Math.round(block.matrix[i * n + j]! * 1e6) / 1e6;
        if (rho !== 0)
          out.push({ a: model.players[block.players[i]!]!.id, b: model.players[block.players[j]!]!.id, rho });
      }
  }
  return out;
}
