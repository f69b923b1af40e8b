import type { SimModel } from '../model/sim-model.types';

/** A lineup as the optimizer's JSON and sim.json write it: operator id and slot name per place. */
export type SimLineup = { players: { id: string; slot: string }[] };

/** A lineup in model terms: player index and rule-set slot index per place, roster order. */
export type Members = { player: number; slot: number }[];

/** Resolves ids and slot names; throws an Error naming the first unknown id or slot. */
export function resolveLineup(model: SimModel, lineup: SimLineup, label: string): Members {
  const used = new Set<number>();
  const members = lineup.players.map((entry) => {
    const player = model.byEntryId.get(String(entry.id));
    if (player === undefined) throw new Error(`${label}: no slate player has id "${entry.id}".`);
    const name = String(entry.slot).toUpperCase();
    const slot = model.rules.slots.findIndex((s, i) => s.name.toUpperCase() === name && !used.has(i));
    if (slot < 0) throw new Error(`${label}: "${entry.slot}" is not a free slot of ${model.rules.name}.`);
    used.add(slot);
    return { player, slot };
  });
  return members.sort((a, b) => a.slot - b.slot);
}

/** Salary of a member in his slot (DraftKings CPT rows carry their own salary). */
export function memberSalary(model: SimModel, m: { player: number; slot: number }): number {
  const p = model.players[m.player]!;
  const kind = model.rules.slots[m.slot]!.kind;
  return p.kindSalaries?.[kind] ?? Math.round(p.salary * (model.rules.kinds[kind]?.salaryMultiplier ?? 1));
}

/** The rule set's problems with a lineup (empty when it is valid). */
export function lineupProblems(model: SimModel, members: Members): string[] {
  const { rules, players } = model;
  const bad: string[] = [];
  if (members.length !== rules.slots.length)
    bad.push(`has ${members.length} players, ${rules.name} needs ${rules.slots.length}`);
  if (new Set(members.map((m) => m.player)).size !== members.length) bad.push('names a player twice');
  let salary = 0;
  for (const m of members) {
    const p = players[m.player]!;
    if (!p.slots.includes(m.slot)) bad.push(`${p.name} cannot fill ${rules.slots[m.slot]!.name}`);
    salary += memberSalary(model, m);
  }
  if (salary > rules.salaryCap) bad.push(`salary ${salary} is over the cap of ${rules.salaryCap}`);
  const inLineup = members.map((m) => players[m.player]!);
  for (const limit of rules.teamLimits) {
    const counts = new Map<string, number>();
    for (const p of inLineup)
      if (!limit.positions || p.rulePositions.some((x) => limit.positions!.includes(x)))
        counts.set(p.team, (counts.get(p.team) ?? 0) + 1);
    if ([...counts.values()].some((n) => n > limit.max)) bad.push(`more than ${limit.max} ${limit.label}`);
  }
  for (const limit of rules.positionLimits) {
    const n = members.filter((m) =>
      limit.positions.some((x) => players[m.player]!.rulePositions.includes(x)),
    ).length;
    if (n > limit.max) bad.push(`more than ${limit.max} ${limit.label}`);
  }
  if (rules.minGames && new Set(inLineup.map((p) => p.game)).size < rules.minGames)
    bad.push(`fewer than ${rules.minGames} games`);
  if (rules.minTeams) {
    const skip = rules.teamsExcludePositions ?? [];
    const teams = new Set(
      inLineup.filter((p) => !p.rulePositions.every((x) => skip.includes(x))).map((p) => p.team),
    );
    if (teams.size < rules.minTeams) bad.push(`fewer than ${rules.minTeams} teams`);
  }
  return bad;
}

/** Lineups packed for scoring: player index and points multiplier per place. */
export type PackedLineups = { count: number; size: number; players: Int32Array; multipliers: Float64Array };

/** Packs member lists (all of the rule set's roster size) for the scoring loop. */
export function packLineups(model: SimModel, lineups: readonly Members[]): PackedLineups {
  const size = model.rules.slots.length;
  const players = new Int32Array(lineups.length * size);
  const multipliers = new Float64Array(lineups.length * size);
  lineups.forEach((members, i) =>
    members.forEach((m, j) => {
      players[i * size + j] = m.player;
      multipliers[i * size + j] = model.rules.kinds[model.rules.slots[m.slot]!.kind]?.pointsMultiplier ?? 1;
    }),
  );
  return { count: lineups.length, size, players, multipliers };
}

/** A lineup back in operator terms (the CPT row's id in a DraftKings captain slot). */
export function toSimLineup(model: SimModel, members: Members): SimLineup {
  return {
    players: members.map((m) => {
      const p = model.players[m.player]!;
      const slot = model.rules.slots[m.slot]!;
      return { id: p.kindIds?.[slot.kind] ?? p.id, slot: slot.name };
    }),
  };
}
