import { normalizePosition } from '../rules/rule-set';
import type { BuildSettings, PairRule } from './build-input.types';
import {
  battingOrder,
  starter,
  fitsWindow,
  idFlags,
  OWNERSHIP_SCALE,
  ownershipUnits,
  positionFlags,
} from './extra-rules';
import { pairSide } from './format';
import type { Problem } from './problem';
import { personMask } from './slot-assign';
import { matchSlots } from './slot-matching';

// Pre-checks of the lineup rules, in the style of conflict-checks.ts: values out of range,
// unknown players, teams, games and positions, data the rule needs and the slate lacks, a rule
// that makes no sense for the rule set, and the players in every lineup (locks, 100% min
// exposure) against each rule. Each clash is a necessary condition for any lineup, so a build
// refused here has none; the message names the settings that clash.

/** What the checks read besides the settings. */
export type ExtraCheckContext = {
  /** Players in every lineup: locks and players whose min exposure needs every lineup. */
  must: readonly number[];
  removed: Uint8Array;
  /** Most players of one team (the user's max per team and the operator's limit). */
  teamCap: number;
  lineups: number;
};

const name = (problem: Problem, p: number): string => problem.persons[p]?.player.name ?? '?';
const names = (problem: Problem, ps: readonly number[]): string => ps.map((p) => name(problem, p)).join(', ');
const pct = (x: number): string => `${Math.round(x * 10) / 10}%`;

/** Every refusal of the lineup rules (empty when they can all work). */
export function extraRuleConflicts(
  problem: Problem,
  settings: BuildSettings,
  ctx: ExtraCheckContext,
): string[] {
  return [
    ...groupConflicts(problem, settings, ctx),
    ...pairConflicts(problem, settings, ctx),
    ...teamCountConflicts(problem, settings, ctx),
    ...gameStackConflicts(problem, settings, ctx),
    ...exposureCapConflicts(problem, settings, ctx),
    ...ownershipConflicts(problem, settings, ctx),
    ...starterConflicts(problem, settings, ctx),
    ...spacingConflicts(problem, settings, ctx),
    ...positionCountConflicts(problem, settings, ctx),
  ];
}

/** A count setting: a whole number from 0 to the roster size. */
function badCount(problem: Problem, v: number | undefined): boolean {
  return v !== undefined && (!Number.isInteger(v) || v < 0 || v > problem.slotCount);
}

const badFraction = (v: number | undefined): boolean => v !== undefined && !(v >= 0 && v <= 1);

function groupConflicts(problem: Problem, settings: BuildSettings, ctx: ExtraCheckContext): string[] {
  const out: string[] = [];
  (settings.groups ?? []).forEach((g, k) => {
    const label = `Group ${k + 1}`;
    const { flags, unknown } = idFlags(problem, g.players ?? []);
    const when = idFlags(problem, g.when?.players ?? []);
    for (const id of [...unknown, ...when.unknown]) out.push(`${label}: player ${id} is not on this slate.`);
    if (!g.players?.length) out.push(`${label} lists no players.`);
    if (badCount(problem, g.min) || badCount(problem, g.max) || badCount(problem, g.when?.min))
      out.push(`${label}: min and max must be whole numbers from 0 to ${problem.slotCount}.`);
    const min = g.min ?? 0;
    const max = g.max ?? problem.slotCount;
    if (min > max) out.push(`${label}: min ${min} is above max ${max}.`);
    const live = [...flags.keys()].filter((i) => flags[i] && !ctx.removed[i]);
    if (!g.when && live.length < min)
      out.push(
        `${label} needs ${min} of its players in every lineup but only ${live.length} are not excluded.`,
      );
    const inMust = ctx.must.filter((p) => flags[p]);
    const active = !g.when || ctx.must.filter((p) => when.flags[p]).length >= (g.when.min ?? 1);
    if (active && inMust.length > max)
      out.push(
        `${label} allows at most ${max} of its players, but ${inMust.length} are in every lineup (locks or 100% min exposure: ${names(problem, inMust)}).`,
      );
    const others = live.filter((p) => !ctx.must.includes(p));
    if (active && min > inMust.length && !fitsBesideMust(problem, ctx.must, others, min - inMust.length))
      out.push(
        `${label} needs ${min} of its players (${names(
          problem,
          [...flags.keys()].filter((i) => flags[i]),
        )}) in every lineup, but no roster has room for them beside the players in every lineup (locks or 100% min exposure: ${names(problem, ctx.must)}).`,
      );
  });
  return out;
}

/** Ways of choosing a group's players fitsBesideMust tries before it gives the benefit of doubt. */
const MAX_FIT_TRIES = 2_000;

/**
 * True when some `need` of `others` fit in the roster slots beside the `must` players (each in
 * any slot he may take), or when there are too many ways to try. A necessary condition only.
 */
function fitsBesideMust(
  problem: Problem,
  must: readonly number[],
  others: readonly number[],
  need: number,
): boolean {
  if (must.length + need > problem.slotCount) return false;
  const base = must.map((p) => personMask(problem, p));
  let tries = 0;
  const pick = (from: number, chosen: number[]): boolean => {
    if (chosen.length === need) {
      tries++;
      return matchSlots([...base, ...chosen], problem.slotCount) !== null;
    }
    for (let i = from; i < others.length; i++) {
      if (tries > MAX_FIT_TRIES) return true;
      if (pick(i + 1, [...chosen, personMask(problem, others[i] as number)])) return true;
    }
    return false;
  };
  return pick(0, []);
}

function pairConflicts(problem: Problem, settings: BuildSettings, ctx: ExtraCheckContext): string[] {
  const out: string[] = [];
  (settings.pairs ?? []).forEach((r, k) => {
    const label = `Pair rule ${k + 1} (${describePair(r)})`;
    for (const pos of [...(r.positions ?? []), ...(r.with ?? [])])
      if (!positionFlags(problem, [pos]).some((x) => x))
        out.push(`${label}: no player on this slate plays ${pos}.`);
    if (r.team !== 'same' && r.team !== 'opponent') out.push(`${label}: team must be "same" or "opponent".`);
    if (!r.positions?.length || !r.with?.length) out.push(`${label}: give positions and with.`);
    if (badCount(problem, r.min) || badCount(problem, r.max))
      out.push(`${label}: min and max must be whole numbers from 0 to ${problem.slotCount}.`);
    if ((r.min ?? 0) > (r.max ?? problem.slotCount))
      out.push(`${label}: min ${r.min} is above max ${r.max}.`);
    if (!out.length) out.push(...pairMustConflicts(problem, r, label, ctx));
  });
  return out;
}

/** A pair rule against the players in every lineup: a locked anchor and his team's players. */
function pairMustConflicts(problem: Problem, r: PairRule, label: string, ctx: ExtraCheckContext): string[] {
  const anchor = positionFlags(problem, r.positions);
  const withs = positionFlags(problem, r.with);
  const out: string[] = [];
  for (const a of ctx.must) {
    if (!anchor[a]) continue;
    const person = problem.persons[a];
    const target = r.team === 'same' ? person?.team : person?.opp;
    if (target === undefined || target < 0) continue;
    const mates = (ps: readonly number[]) =>
      ps.filter((b) => b !== a && withs[b] && problem.persons[b]?.team === target);
    const locked = mates(ctx.must);
    if (r.max !== undefined && locked.length > r.max)
      out.push(`${label} forbids your locks: ${name(problem, a)} with ${names(problem, locked)}.`);
    const live = mates([...ctx.removed.keys()].filter((i) => !ctx.removed[i]));
    if ((r.min ?? 0) > live.length)
      out.push(
        `${label}: ${name(problem, a)} is in every lineup and needs ${r.min} ${r.with.join('/')} of ${problem.teams[target]}, but only ${live.length} are not excluded.`,
      );
  }
  return out;
}

function describePair(r: PairRule): string {
  const lim = [r.min !== undefined ? `min ${r.min}` : '', r.max !== undefined ? `max ${r.max}` : ''].filter(
    Boolean,
  );
  return `${(r.positions ?? []).join('/')} with ${(r.with ?? []).join('/')} of ${pairSide(r.team)}, ${lim.join(' ')}`;
}

function teamCountConflicts(problem: Problem, settings: BuildSettings, ctx: ExtraCheckContext): string[] {
  const tc = settings.teamCount;
  if (!tc) return [];
  const { min = 0, max = problem.slotCount } = tc;
  if (badCount(problem, tc.min) || badCount(problem, tc.max) || max < 1)
    return [`Team count: min and max must be whole numbers from 1 to ${problem.slotCount}.`];
  const out: string[] = [];
  if (min > max) out.push(`Team count: min ${min} is above max ${max}.`);
  const live = new Set(problem.persons.filter((_, i) => !ctx.removed[i]).map((p) => p.team));
  if (min > live.size)
    out.push(`Team count: at least ${min} teams, but only ${live.size} teams have players left.`);
  const rules = problem.rules;
  if (rules.minTeams && max < rules.minTeams)
    out.push(
      `Team count: at most ${max} teams, but ${rules.name} needs players from at least ${rules.minTeams} teams.`,
    );
  if (rules.minGames && max < rules.minGames)
    out.push(
      `Team count: at most ${max} teams, but ${rules.name} needs players from at least ${rules.minGames} games.`,
    );
  if (max * ctx.teamCap < problem.slotCount)
    out.push(
      `Team count: at most ${max} teams of at most ${ctx.teamCap} players each cannot fill ${problem.slotCount} slots.`,
    );
  const mustTeams = new Set(ctx.must.map((p) => problem.persons[p]?.team));
  if (mustTeams.size > max)
    out.push(
      `Team count: at most ${max} teams, but the players in every lineup (locks or 100% min exposure) come from ${mustTeams.size}.`,
    );
  return out;
}

function gameStackConflicts(problem: Problem, settings: BuildSettings, ctx: ExtraCheckContext): string[] {
  const out: string[] = [];
  (settings.gameStacks ?? []).forEach((g, k) => {
    const label = `Game stack ${k + 1}`;
    if (
      !Number.isInteger(g.count) ||
      g.count < 1 ||
      g.count > problem.slotCount ||
      badCount(problem, g.minPerTeam)
    ) {
      out.push(`${label}: count and min per team must be whole numbers from 1 to ${problem.slotCount}.`);
      return;
    }
    const keys = new Set(problem.games.map((x) => x.toUpperCase()));
    for (const key of g.games ?? [])
      if (!keys.has(key.trim().toUpperCase()))
        out.push(`${label}: game ${key} is not on this slate (games: ${problem.games.join(', ')}).`);
    const perTeam = g.minPerTeam ?? 0;
    if (perTeam > ctx.teamCap)
      out.push(`${label}: ${perTeam} players of each team, but at most ${ctx.teamCap} per team are allowed.`);
    if (Math.max(g.count, 2 * perTeam) > problem.slotCount)
      out.push(
        `${label} needs ${Math.max(g.count, 2 * perTeam)} players but a lineup has ${problem.slotCount}.`,
      );
    else if (g.count > 2 * ctx.teamCap)
      out.push(
        `${label} needs ${g.count} players from one game, but at most ${ctx.teamCap} per team are allowed (${2 * ctx.teamCap} from a game).`,
      );
  });
  return out;
}

function exposureCapConflicts(problem: Problem, settings: BuildSettings, ctx: ExtraCheckContext): string[] {
  const out: string[] = [];
  const te = settings.teamExposures;
  const checkMap = (label: string, map: Record<string, number> | undefined): void => {
    for (const [code, v] of Object.entries(map ?? {})) {
      if (!problem.teams.includes(code.trim().toUpperCase()))
        out.push(`${label}: team ${code} is not on this slate.`);
      if (badFraction(v)) out.push(`${label} of ${code} must be between 0% and 100%.`);
    }
  };
  if (badFraction(te?.max)) out.push('Team exposure must be between 0% and 100%.');
  checkMap('Team exposure', te?.byTeam);
  (settings.stacks ?? []).forEach((s, k) => {
    if (badFraction(s.maxExposure)) out.push(`Stack ${k + 1}: its max exposure must be between 0% and 100%.`);
    checkMap(`Stack ${k + 1}: max exposure`, s.byTeam);
    const codes = s.teams?.length ? s.teams.map((t) => t.trim().toUpperCase()) : problem.teams;
    const capOf = (code: string) =>
      Object.entries(s.byTeam ?? {}).find(([c]) => c.trim().toUpperCase() === code)?.[1] ??
      s.maxExposure ??
      1;
    if (codes.every((code) => Math.floor(capOf(code) * ctx.lineups + 1e-9) === 0))
      out.push(
        `Stack ${k + 1}: its max exposure allows none of ${ctx.lineups} lineups for any of its teams.`,
      );
  });
  if (!te) return out;
  for (const p of ctx.must) {
    const code = problem.teams[problem.persons[p]?.team ?? 0] ?? '';
    const cap = Object.entries(te.byTeam ?? {}).find(([c]) => c.trim().toUpperCase() === code)?.[1] ?? te.max;
    if (cap !== undefined && cap < 1)
      out.push(
        `${name(problem, p)} is in every lineup (lock or 100% min exposure), so ${code} is too, but the team exposure of ${code} is ${pct(cap * 100)}.`,
      );
  }
  return out;
}

function ownershipConflicts(problem: Problem, settings: BuildSettings, ctx: ExtraCheckContext): string[] {
  const o = settings.ownership;
  if (!o || (o.maxTotal === undefined && o.maxAverage === undefined)) return [];
  const bad = (v: number | undefined) => v !== undefined && !(v >= 0);
  if (bad(o.maxTotal) || bad(o.maxAverage)) return ['Max ownership must be 0% or more.'];
  if (!problem.persons.some((p) => (p.player.ownership ?? 0) > 0))
    return [
      'Max ownership: no player on this slate has a projected ownership (add an Ownership column to your projections).',
    ];
  const units = ownershipUnits(problem);
  const locked = ctx.must.reduce((s, p) => s + (units[p] as number), 0) / OWNERSHIP_SCALE;
  const caps: [number | undefined, string][] = [
    [o.maxTotal, `your max total ownership of ${pct(o.maxTotal ?? 0)}`],
    [
      o.maxAverage === undefined ? undefined : o.maxAverage * problem.slotCount,
      `your max average ownership of ${pct(o.maxAverage ?? 0)} (${pct((o.maxAverage ?? 0) * problem.slotCount)} for ${problem.slotCount} players)`,
    ],
  ];
  const overLocks = caps
    .filter(([cap]) => cap !== undefined && locked > cap + 1e-9)
    .map(
      ([, what]) =>
        `The players in every lineup (locks or 100% min exposure) own ${pct(locked)} together, over ${what}.`,
    );
  if (overLocks.length) return overLocks;
  const least = leastOwnership(problem, units, ctx) / OWNERSHIP_SCALE;
  const said = 'the least-owned players you can use';
  return [
    o.maxTotal !== undefined && least > o.maxTotal + 1e-9
      ? `Max total ownership: no lineup can own less than ${above(least, o.maxTotal)}% in total (${said}), above your cap of ${o.maxTotal}%.`
      : '',
    o.maxAverage !== undefined && least > o.maxAverage * problem.slotCount + 1e-9
      ? `Max average ownership: no lineup can own less than ${above(least / problem.slotCount, o.maxAverage)}% on average (${said}), above your cap of ${o.maxAverage}%.`
      : '',
  ].filter(Boolean);
}

/** A percent over a cap in words: two decimals, more where two would read as the cap. */
function above(x: number, cap: number): string {
  for (const digits of [2, 4]) if (Number(x.toFixed(digits)) > cap) return String(Number(x.toFixed(digits)));
  return String(x);
}

/**
 * A lower bound on any lineup's summed ownership (in ownership units): the players in every
 * lineup, and the least owned of the others not excluded for the slots left. Each lineup holds
 * that many distinct other players, so none can own less.
 */
function leastOwnership(problem: Problem, units: Int32Array, ctx: ExtraCheckContext): number {
  const must = new Set(ctx.must);
  const others = [...units.keys()]
    .filter((i) => !ctx.removed[i] && !must.has(i))
    .map((i) => units[i] as number)
    .sort((a, b) => a - b);
  const left = Math.max(0, problem.slotCount - must.size);
  let sum = 0;
  for (const i of ctx.must) sum += units[i] as number;
  for (let k = 0; k < left && k < others.length; k++) sum += others[k] as number;
  return sum;
}

function starterConflicts(problem: Problem, settings: BuildSettings, ctx: ExtraCheckContext): string[] {
  const n = settings.minStarters;
  if (n === undefined || n === 0) return [];
  if (badCount(problem, n)) return [`Min starters must be a whole number from 0 to ${problem.slotCount}.`];
  const live = problem.persons.filter((p, i) => !ctx.removed[i] && p.player.confirmed === true).length;
  if (live < n)
    return [
      `Min starters ${n}: only ${live} players on this slate are confirmed starters and not excluded${live ? '' : ' (add a Confirmed column to your projections)'}.`,
    ];
  const others = ctx.must.filter((p) => problem.persons[p]?.player.confirmed !== true).length;
  if (problem.slotCount - others < n)
    return [
      `Min starters ${n}: ${others} players in every lineup (locks or 100% min exposure) are not confirmed starters, which leaves ${problem.slotCount - others} slots.`,
    ];
  const starters = [...ctx.removed.keys()].filter((i) => !ctx.removed[i] && starter(problem, i));
  const seats = mostSeated(problem, starters);
  if (seats < n) {
    const open = problem.rules.slots.filter(
      (_, k) => !starters.some((i) => personMask(problem, i) & (1 << k)),
    );
    const why = open.length
      ? ` (no confirmed starter plays ${[...new Set(open.map((x) => x.name))].join(', ')})`
      : '';
    return [
      `Min starters ${n}: confirmed starters can fill at most ${seats} of the ${problem.slotCount} roster slots${why}.`,
    ];
  }
  return [];
}

/** Most of `persons` that can sit in the roster at once, each in a slot he may take (a matching). */
function mostSeated(problem: Problem, persons: readonly number[]): number {
  const owner = new Array<number>(problem.slotCount).fill(-1);
  const masks = persons.map((p) => personMask(problem, p));
  // Augmenting paths (Kuhn): a person takes a free slot, or one whose owner can move.
  const seat = (i: number, seen: Uint8Array): boolean => {
    for (let k = 0; k < problem.slotCount; k++) {
      if (!((masks[i] as number) & (1 << k)) || seen[k]) continue;
      seen[k] = 1;
      const o = owner[k] as number;
      if (o < 0 || seat(o, seen)) {
        owner[k] = i;
        return true;
      }
    }
    return false;
  };
  let seated = 0;
  for (let i = 0; i < persons.length && seated < problem.slotCount; i++)
    if (seat(i, new Uint8Array(problem.slotCount))) seated++;
  return seated;
}

function spacingConflicts(problem: Problem, settings: BuildSettings, ctx: ExtraCheckContext): string[] {
  const rules = settings.spacing ?? [];
  if (!rules.length) return [];
  if (problem.rules.sport !== 'mlb')
    return [`Spacing reads batting orders, so it works on MLB only, not on ${problem.rules.name}.`];
  const out: string[] = [];
  rules.forEach((r, k) => {
    const label = `Spacing ${k + 1} (${(r.positions ?? []).join('/')} within ${r.within})`;
    if (!Number.isInteger(r.within) || r.within < 1 || r.within > 9)
      out.push(`${label}: within must be a whole number of batting-order spots from 1 to 9.`);
    const fits = positionFlags(problem, r.positions ?? []);
    if (!fits.some((x) => x))
      out.push(`${label}: no player on this slate plays ${(r.positions ?? []).join('/')}.`);
    else if (![...fits.keys()].some((i) => fits[i] && battingOrder(problem, i)))
      out.push(`${label}: no such player has a batting order (add an Order column to your projections).`);
    const byTeam = new Map<number, number>();
    for (const p of ctx.must)
      if (fits[p] && battingOrder(problem, p)) {
        const t = problem.persons[p]?.team ?? 0;
        byTeam.set(t, (byTeam.get(t) ?? 0) | (1 << (battingOrder(problem, p) - 1)));
      }
    for (const [t, mask] of byTeam)
      if (!fitsWindow(mask, r.within))
        out.push(
          `${label}: the ${problem.teams[t]} players in every lineup (locks or 100% min exposure) bat too far apart.`,
        );
  });
  return out;
}

function positionCountConflicts(problem: Problem, settings: BuildSettings, ctx: ExtraCheckContext): string[] {
  const out: string[] = [];
  const rules = problem.rules;
  for (const [pos, c] of Object.entries(settings.positionCounts ?? {})) {
    const label = `Position count ${pos}`;
    const flags = positionFlags(problem, [pos]);
    if (!flags.some((x) => x)) {
      out.push(`${label}: no player on this slate plays ${pos} in ${rules.name}.`);
      continue;
    }
    if (badCount(problem, c.min) || badCount(problem, c.max))
      out.push(`${label}: min and max must be whole numbers from 0 to ${problem.slotCount}.`);
    const min = c.min ?? 0;
    const max = c.max ?? problem.slotCount;
    if (min > max) out.push(`${label}: min ${min} is above max ${max}.`);
    const live = [...flags.keys()].filter((i) => flags[i] && !ctx.removed[i]).length;
    if (live < min) out.push(`${label}: at least ${min}, but only ${live} ${pos} players are not excluded.`);
    const key = normalizePosition(rules, pos);
    for (const lim of rules.positionLimits)
      if (lim.positions.length === 1 && lim.positions[0] === key && min > lim.max)
        out.push(`${label}: at least ${min}, but ${rules.name} allows at most ${lim.max} (${lim.label}).`);
    const eligibleSlots = rules.slots.filter((s) => s.positions.includes(key)).length;
    if (min > eligibleSlots)
      out.push(`${label}: at least ${min}, but only ${eligibleSlots} roster slots take ${pos}.`);
    const inMust = ctx.must.filter((p) => flags[p]);
    if (inMust.length > max)
      out.push(
        `${label}: at most ${max}, but ${inMust.length} are in every lineup (locks or 100% min exposure: ${names(problem, inMust)}).`,
      );
  }
  return out;
}

/**
 * Players a group puts in every lineup: an unconditional group (or one whose condition the
 * players in every lineup meet) whose min is all its players left. They are forced like locks.
 */
export function groupLocks(problem: Problem, settings: BuildSettings, ctx: ExtraCheckContext): number[] {
  const out = new Set<number>();
  for (const g of settings.groups ?? []) {
    const { flags } = idFlags(problem, g.players ?? []);
    const when = idFlags(problem, g.when?.players ?? []).flags;
    const active = !g.when || ctx.must.filter((p) => when[p]).length >= (g.when.min ?? 1);
    const live = [...flags.keys()].filter((i) => flags[i] && !ctx.removed[i]);
    if (active && live.length && (g.min ?? 0) >= live.length) for (const p of live) out.add(p);
  }
  for (const p of ctx.must) out.delete(p);
  return [...out];
}
