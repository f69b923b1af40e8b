import GLPK from 'glpk.js/node';
import type { OptimizerPlayer } from '../model/player.types';
import type { RuleSet, SlotKind } from '../rules/rule-set.types';
import type { BuildResult, BuildSettings } from '../solver/build-input.types';
import {
  checkMembers,
  entryKey,
  hasKind,
  kindPoints,
  kindSalary,
  lockSlotIs,
  meetsStack,
  membersOf,
  partAccepts,
  type JudgedMember,
} from './lineup-check';
import { CrossCaps } from './cross-caps';
import { extraRows, stackBanRows, type RowSink } from './milp-extra';

/** What lineup k must satisfy on top of the static rules. */
export type StepConstraints = {
  previous: Set<string>[];
  banned: Set<string>;
  forced: string[];
  projection: (p: OptimizerPlayer) => number;
  /** Stacks (index into settings.stacks) a team may no longer meet: its stack exposure is reached. */
  cappedStacks?: { stack: number; team: string }[];
};

/** An exact method: best lineup value under the step constraints, or null when none exists. */
export type Judge = (
  rules: RuleSet,
  pool: OptimizerPlayer[],
  settings: BuildSettings,
  step: StepConstraints,
) => number | null;

const norm = (rules: RuleSet, p: string): string => rules.positionAliases[p.toUpperCase()] ?? p.toUpperCase();
const eligible = (rules: RuleSet, p: OptimizerPlayer, s: number): boolean => {
  const slot = rules.slots[s];
  return !!slot && hasKind(p, slot.kind) && p.positions.some((x) => slot.positions.includes(norm(rules, x)));
};

/** Brute force over every set of players and every slot assignment. Small pools only. */
export const bruteForceJudge: Judge = (rules, pool, settings, step) => {
  const n = rules.slots.length;
  const excluded = new Set([...(settings.excludes ?? []), ...step.banned]);
  const must = new Set([...(settings.locks ?? []).map((l) => l.id), ...step.forced]);
  const live = pool.filter((p) => !excluded.has(p.id));
  const minUnique = settings.minUnique ?? 1;
  let best: number | null = null;
  const chosen: OptimizerPlayer[] = [];
  const assign = (members: OptimizerPlayer[]): void => {
    // Try every assignment of chosen players to slots.
    const slotOf = new Array<number>(members.length).fill(-1);
    const usedSlot = new Array<boolean>(n).fill(false);
    // Only kinds and slot locks change the outcome of an assignment; judge each variant once.
    const seen = new Set<string>();
    const rec = (i: number): void => {
      if (i === members.length) {
        const variant =
          slotOf.map((s) => rules.slots[s]?.kind).join() +
          (settings.locks ?? [])
            .map((l) =>
              lockSlotIs(
                rules,
                l.slot ?? '',
                rules.slots[slotOf[members.findIndex((p) => p.id === l.id)] ?? -1]?.name,
              ),
            )
            .join();
        if (seen.has(variant)) return;
        seen.add(variant);
        const judged: JudgedMember[] = members.map((player, k) => ({
          player,
          kind: rules.slots[slotOf[k] ?? 0]?.kind ?? 'BASE',
          slot: slotOf[k] ?? 0,
        }));
        if (checkMembers(rules, judged, settings, pool).length) return;
        if (meetsCapped(rules, settings, step, members, pool)) return;
        const keys = judged.map(entryKey);
        if (step.previous.some((prev) => keys.filter((k) => prev.has(k)).length > n - minUnique)) return;
        const value = judged.reduce((s, m) => s + kindPoints(rules, step.projection(m.player), m.kind), 0);
        if (best === null || value > best + 1e-9) best = value;
        return;
      }
      const p = members[i];
      if (!p) return;
      for (let s = 0; s < n; s++) {
        if (usedSlot[s] || !eligible(rules, p, s)) continue;
        // Identical slots: only try the first free one of a run to avoid permutations.
        const prevSame = s > 0 && rules.slots[s - 1]?.name === rules.slots[s]?.name && !usedSlot[s - 1];
        if (prevSame) continue;
        usedSlot[s] = true;
        slotOf[i] = s;
        rec(i + 1);
        usedSlot[s] = false;
      }
    };
    rec(0);
  };
  const pick = (start: number): void => {
    if (chosen.length === n) {
      if ([...must].every((id) => chosen.some((p) => p.id === id))) assign(chosen);
      return;
    }
    for (let i = start; i <= live.length - (n - chosen.length); i++) {
      const p = live[i];
      if (!p) continue;
      chosen.push(p);
      pick(i + 1);
      chosen.pop();
    }
  };
  pick(0);
  return best;
};

/** True when the lineup meets a stack with a team at that stack's cap. */
function meetsCapped(
  rules: RuleSet,
  settings: BuildSettings,
  step: StepConstraints,
  members: OptimizerPlayer[],
  pool: OptimizerPlayer[],
): boolean {
  return (step.cappedStacks ?? []).some((c) => {
    const stack = settings.stacks?.[c.stack];
    return !!stack && meetsStack(rules, { ...stack, teams: [c.team] }, members, pool);
  });
}

const emptyStep: StepConstraints = { previous: [], banned: new Set(), forced: [], projection: () => 0 };

const glpkPromise = GLPK();

/** Creates a MILP judge (glpk.js): binary x[player, slot] with the rules written as rows. */
export async function createMilpJudge(): Promise<Judge> {
  const glpk = await glpkPromise;
  return (rules, pool, settings, step) => {
    const n = rules.slots.length;
    const excluded = new Set([...(settings.excludes ?? []), ...step.banned]);
    const must = new Set([...(settings.locks ?? []).map((l) => l.id), ...step.forced]);
    const vars: { name: string; p: OptimizerPlayer; s: number; kind: SlotKind }[] = [];
    pool.forEach((p, pi) => {
      if (excluded.has(p.id)) return;
      for (let s = 0; s < n; s++) {
        const kind = rules.slots[s]?.kind ?? 'BASE';
        if (eligible(rules, p, s)) vars.push({ name: `x_${pi}_${s}`, p, s, kind });
      }
    });
    const rows: {
      name: string;
      vars: { name: string; coef: number }[];
      bnds: { type: number; ub: number; lb: number };
    }[] = [];
    const up = (ub: number) => ({ type: glpk.GLP_UP, ub, lb: 0 });
    const lo = (lb: number) => ({ type: glpk.GLP_LO, ub: 0, lb });
    const fx = (v: number) => ({ type: glpk.GLP_FX, ub: v, lb: v });
    const all = (
      f: (v: (typeof vars)[number]) => boolean,
      coef: (v: (typeof vars)[number]) => number = () => 1,
    ) => vars.filter(f).map((v) => ({ name: v.name, coef: coef(v) }));
    for (let s = 0; s < n; s++) rows.push({ name: `slot${s}`, vars: all((v) => v.s === s), bnds: fx(1) });
    pool.forEach((p, pi) => {
      const vs = all((v) => v.p === p);
      if (must.has(p.id)) rows.push({ name: `person${pi}`, vars: vs, bnds: fx(1) });
      else if (vs.length) rows.push({ name: `person${pi}`, vars: vs, bnds: up(1) });
    });
    for (const lock of settings.locks ?? []) {
      if (!lock.slot) continue;
      rows.push({
        name: `lockslot_${lock.id}`,
        vars: all((v) => v.p.id === lock.id && lockSlotIs(rules, lock.slot ?? '', rules.slots[v.s]?.name)),
        bnds: fx(1),
      });
    }
    const cap = Math.min(rules.salaryCap, settings.maxSalary ?? Infinity);
    const sal = (v: (typeof vars)[number]) => kindSalary(rules, v.p, v.kind);
    rows.push({ name: 'cap', vars: all(() => true, sal), bnds: up(cap) });
    if (settings.minSalary)
      rows.push({ name: 'minsal', vars: all(() => true, sal), bnds: lo(settings.minSalary) });
    const teams = [...new Set(pool.map((p) => p.team))];
    rules.teamLimits.forEach((lim, li) => {
      for (const t of teams) {
        const vs = all(
          (v) =>
            v.p.team === t &&
            (!lim.positions || v.p.positions.some((x) => lim.positions?.includes(norm(rules, x)))),
        );
        if (vs.length) rows.push({ name: `team${li}_${t}`, vars: vs, bnds: up(lim.max) });
      }
    });
    if (settings.maxPerTeam)
      for (const t of teams)
        rows.push({ name: `uteam_${t}`, vars: all((v) => v.p.team === t), bnds: up(settings.maxPerTeam) });
    rules.positionLimits.forEach((lim, li) =>
      rows.push({
        name: `pos${li}`,
        vars: all((v) => v.p.positions.some((x) => lim.positions.includes(norm(rules, x)))),
        bnds: up(lim.max),
      }),
    );
    const binaries = vars.map((v) => v.name);
    const groupAtLeast = (
      label: string,
      keys: string[],
      member: (v: (typeof vars)[number], key: string) => boolean,
      min: number,
    ) => {
      keys.forEach((k, ki) => {
        const y = `${label}_${ki}`;
        binaries.push(y);
        rows.push({
          name: `${y}_link`,
          vars: [
            { name: y, coef: 1 },
            ...all(
              (v) => member(v, k),
              () => -1,
            ),
          ],
          bnds: up(0),
        });
      });
      rows.push({
        name: `${label}_min`,
        vars: keys.map((_, ki) => ({ name: `${label}_${ki}`, coef: 1 })),
        bnds: lo(min),
      });
    };
    if (rules.minGames) {
      const games = [...new Set(pool.map((p) => p.game ?? p.team))];
      groupAtLeast('g', games, (v, k) => (v.p.game ?? v.p.team) === k, rules.minGames);
    }
    if (rules.minTeams) {
      const ex = rules.teamsExcludePositions ?? [];
      groupAtLeast(
        't',
        teams,
        (v, k) => v.p.team === k && !v.p.positions.every((x) => ex.includes(norm(rules, x))),
        rules.minTeams,
      );
    }
    // Stack: z = 1 when the team meets every part with distinct players (w[v, part] assigns a
    // chosen player to at most one part, so overlapping parts such as "3 C/W + 1 C" count right).
    (settings.stacks ?? []).forEach((stack, si) => {
      const stackTeams = stack.teams?.length ? stack.teams.map((t) => t.trim().toUpperCase()) : teams;
      stackTeams.forEach((team, ti) => {
        const z = `z${si}_${ti}`;
        binaries.push(z);
        const opp = pool.find((p) => p.team === team && p.opponent)?.opponent;
        const inPart = new Map<string, { name: string; coef: number }[]>();
        stack.parts.forEach((part, pi) => {
          const t = part.fromOpponent ? opp : team;
          const ws: { name: string; coef: number }[] = [];
          pool.forEach((p, k) => {
            if (p.team !== t || excluded.has(p.id) || !partAccepts(rules, part.positions, p)) return;
            const w = `w${si}_${ti}_${pi}_${k}`;
            binaries.push(w);
            ws.push({ name: w, coef: 1 });
            inPart.set(p.id, [...(inPart.get(p.id) ?? []), { name: w, coef: 1 }]);
          });
          rows.push({ name: `${z}_p${pi}`, vars: [...ws, { name: z, coef: -part.count }], bnds: lo(0) });
        });
        for (const [id, ws] of inPart) {
          const xs = all(
            (v) => v.p.id === id,
            () => -1,
          );
          rows.push({ name: `${z}_use_${id}`, vars: [...ws, ...xs], bnds: up(0) });
        }
      });
      rows.push({
        name: `stack${si}`,
        vars: stackTeams.map((_, ti) => ({ name: `z${si}_${ti}`, coef: 1 })),
        bnds: lo(1),
      });
    });
    const sink: RowSink = {
      pool,
      rules,
      y: (p) => all((v) => v.p === p),
      row: (name, vs, bnds) => rows.push({ name, vars: vs, bnds }),
      binary: (name) => binaries.push(name),
      up,
      lo,
    };
    extraRows(sink, settings);
    for (const c of step.cappedStacks ?? []) {
      const stack = settings.stacks?.[c.stack];
      if (stack) stackBanRows(sink, stack, c.team, `cap${c.stack}_${c.team}`);
    }
    const minUnique = settings.minUnique ?? 1;
    step.previous.forEach((prev, li) => {
      const vs = all((v) => prev.has(`${v.p.id}:${v.kind}`));
      rows.push({ name: `uniq${li}`, vars: vs, bnds: up(n - minUnique) });
    });
    const res = glpk.solve(
      {
        name: 'judge',
        objective: {
          direction: glpk.GLP_MAX,
          name: 'obj',
          vars: vars.map((v) => ({ name: v.name, coef: kindPoints(rules, step.projection(v.p), v.kind) })),
        },
        subjectTo: rows,
        binaries,
      },
      { msglev: glpk.GLP_MSG_OFF, mipgap: 0 },
    );
    if (res.result.status !== glpk.GLP_OPT) return null;
    return res.result.z;
  };
}

/** Max lineups per player for a build of `asked` lineups (floor(m x N)). */
function maxCounts(pool: OptimizerPlayer[], settings: BuildSettings, asked: number): Map<string, number> {
  const locked = new Set((settings.locks ?? []).map((l) => l.id));
  const out = new Map<string, number>();
  for (const p of pool) {
    const override = settings.exposures?.find((x) => x.id === p.id)?.max;
    const m = override ?? p.maxExposure ?? (locked.has(p.id) ? 1 : (settings.maxExposure ?? 1));
    out.set(p.id, Math.floor(m * asked + 1e-9));
  }
  return out;
}

/** Lineups of `asked` a player's min exposure requires. */
function minCount(p: OptimizerPlayer, settings: BuildSettings, asked: number): number {
  const min = settings.exposures?.find((x) => x.id === p.id)?.min ?? p.minExposure ?? 0;
  return Math.ceil(min * asked - 1e-9);
}

/**
 * Checks a build against a judge: every lineup valid, lineup k worth exactly the judge's optimum
 * given lineups 1..k-1 (uniqueness, exposure caps, forced players), and a short build only when
 * the judge agrees no further lineup exists (holding the players a min exposure needs in every
 * lineup left). Returns a list of failures (empty when all good).
 */
export function judgeBuild(
  rules: RuleSet,
  pool: OptimizerPlayer[],
  settings: BuildSettings,
  asked: number,
  result: BuildResult,
  judge: Judge,
  projectionFor: (k: number) => (p: OptimizerPlayer) => number,
): string[] {
  const failures: string[] = [];
  const previous: Set<string>[] = [];
  const counts = new Map<string, number>();
  const caps = maxCounts(pool, settings, asked);
  const cross = new CrossCaps(rules, pool, settings, asked);
  const steps = Math.min(asked, result.lineups.length + 1);
  for (let k = 0; k < steps; k++) {
    const lineup = result.lineups[k];
    const banned = new Set([...counts].filter(([id, c]) => c >= (caps.get(id) ?? asked)).map(([id]) => id));
    for (const id of cross.bannedPlayers()) banned.add(id);
    const cappedStacks = cross.cappedStacks();
    const projection = projectionFor(k);
    const expected = judge(rules, pool, settings, {
      previous,
      banned,
      forced: lineup?.forcedIds ?? [],
      projection,
      cappedStacks,
    });
    if (!lineup) {
      // Players whose min exposure needs every lineup left must be in this one (DECISIONS: min
      // exposure m requires ceil(m x N)): a stop is right when no lineup holds them all.
      const mandatory = pool
        .filter((p) => minCount(p, settings, asked) - (counts.get(p.id) ?? 0) >= asked - k)
        .map((p) => p.id);
      const withThem = mandatory.length
        ? judge(rules, pool, settings, { previous, banned, forced: mandatory, projection, cappedStacks })
        : expected;
      if (withThem !== null && (result.status === 'partial' || result.status === 'infeasible'))
        failures.push(`stopped at ${k} lineups but the judge found one worth ${withThem}`);
      break;
    }
    const members = membersOf(rules, lineup, pool);
    const problems = checkMembers(rules, members, settings, pool);
    const keys = members.map(entryKey);
    if (
      previous.some(
        (prev) => keys.filter((x) => prev.has(x)).length > rules.slots.length - (settings.minUnique ?? 1),
      )
    )
      problems.push('not unique enough');
    if (members.some((m) => banned.has(m.player.id))) problems.push('player over max exposure');
    if (
      meetsCapped(
        rules,
        settings,
        { ...emptyStep, cappedStacks },
        members.map((m) => m.player),
        pool,
      )
    )
      problems.push('stack over its max exposure');
    if (problems.length) failures.push(`lineup ${k + 1}: ${problems.join(', ')}`);
    const value = members.reduce((s, m) => s + kindPoints(rules, projection(m.player), m.kind), 0);
    if (expected === null) failures.push(`lineup ${k + 1}: judge finds no lineup, solver found ${value}`);
    else if (Math.abs(expected - value) > 1e-6)
      failures.push(`lineup ${k + 1}: worth ${value}, judge optimum ${expected}`);
    previous.push(new Set(keys));
    for (const m of members) counts.set(m.player.id, (counts.get(m.player.id) ?? 0) + 1);
    cross.add(members.map((m) => m.player));
  }
  if (result.status === 'complete') {
    for (const p of pool) {
      const need = minCount(p, settings, asked);
      if ((counts.get(p.id) ?? 0) < need)
        failures.push(`${p.id} in ${counts.get(p.id) ?? 0} lineups, min ${need}`);
    }
  }
  return failures;
}
