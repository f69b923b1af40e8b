import type { OptimizerPlayer } from '../model/player.types';
import type { RuleSet, SlotKind } from '../rules/rule-set.types';
import { meetsStack, partAccepts } from '../rules/lineup-rules';
import type { BuildSettings, Lineup } from '../solver/build-input.types';
import { checkExtra } from './extra-check';

export { meetsStack, partAccepts };

// An independent, deliberately simple restatement of the rules, used to judge the solver.

const norm = (rules: RuleSet, p: string): string => rules.positionAliases[p.toUpperCase()] ?? p.toUpperCase();

/** A lineup as the judges see it: player and kind per slot index. */
export type JudgedMember = { player: OptimizerPlayer; kind: SlotKind; slot: number };

/** Salary of a player in a slot kind. */
export function kindSalary(rules: RuleSet, p: OptimizerPlayer, kind: SlotKind): number {
  return p.kindSalaries?.[kind] ?? Math.round(p.salary * (rules.kinds[kind]?.salaryMultiplier ?? 1));
}

/** Points of a player in a slot kind, rounded like the solver (1/10,000 point). */
export function kindPoints(rules: RuleSet, projection: number, kind: SlotKind): number {
  return Math.round(projection * (rules.kinds[kind]?.pointsMultiplier ?? 1) * 10_000) / 10_000;
}

/** True when the player has this kind (DraftKings CPT rows are optional per player). */
export function hasKind(p: OptimizerPlayer, kind: SlotKind): boolean {
  return !p.kindIds || p.kindIds[kind] !== undefined;
}

/** True when a lock's slot (a slot name, or an operator label of its position) names this slot. */
export function lockSlotIs(rules: RuleSet, want: string, slotName: string | undefined): boolean {
  const w = want.trim().toUpperCase();
  const exists = rules.slots.some((s) => s.name.toUpperCase() === w);
  if (exists) return slotName?.toUpperCase() === w;
  const pos = norm(rules, w);
  if (rules.slots.some((s) => s.name.toUpperCase() === pos)) return slotName?.toUpperCase() === pos;
  // The slot whose only position it is (FD NFL: D and DST name the DEF slot).
  const slot = rules.slots.find((s) => s.name.toUpperCase() === slotName?.toUpperCase());
  return !!slot && slot.positions.length === 1 && slot.positions[0] === pos;
}

/** Static rules of one lineup (everything except sequence rules). Returns problems found. */
export function checkMembers(
  rules: RuleSet,
  members: JudgedMember[],
  settings: BuildSettings,
  pool: OptimizerPlayer[],
): string[] {
  const bad: string[] = [];
  if (members.length !== rules.slots.length) bad.push(`has ${members.length} players`);
  const slotsUsed = new Set(members.map((m) => m.slot));
  if (slotsUsed.size !== members.length) bad.push('slot used twice');
  const ids = new Set(members.map((m) => m.player.id));
  if (ids.size !== members.length) bad.push('player used twice');
  let sal = 0;
  for (const m of members) {
    const s = rules.slots[m.slot];
    if (!s) {
      bad.push('unknown slot');
      continue;
    }
    if (s.kind !== m.kind || !hasKind(m.player, m.kind)) bad.push(`${m.player.id} wrong kind for ${s.name}`);
    if (!m.player.positions.some((p) => s.positions.includes(norm(rules, p))))
      bad.push(`${m.player.id} not eligible for ${s.name}`);
    sal += kindSalary(rules, m.player, m.kind);
  }
  const cap = Math.min(rules.salaryCap, settings.maxSalary ?? Infinity);
  if (sal > cap) bad.push(`salary ${sal} over cap`);
  if (sal < (settings.minSalary ?? 0)) bad.push(`salary ${sal} under minimum`);
  const players = members.map((m) => m.player);
  for (const lim of rules.teamLimits) {
    const counts = new Map<string, number>();
    for (const p of players)
      if (!lim.positions || p.positions.some((x) => lim.positions?.includes(norm(rules, x))))
        counts.set(p.team, (counts.get(p.team) ?? 0) + 1);
    if ([...counts.values()].some((n) => n > lim.max)) bad.push(`too many ${lim.label}`);
  }
  if (settings.maxPerTeam) {
    const counts = new Map<string, number>();
    for (const p of players) counts.set(p.team, (counts.get(p.team) ?? 0) + 1);
    if ([...counts.values()].some((n) => n > (settings.maxPerTeam ?? 99))) bad.push('over user team limit');
  }
  for (const lim of rules.positionLimits) {
    const n = players.filter((p) => p.positions.some((x) => lim.positions.includes(norm(rules, x)))).length;
    if (n > lim.max) bad.push(`too many ${lim.label}`);
  }
  if (rules.minGames && new Set(players.map((p) => p.game)).size < rules.minGames) bad.push('too few games');
  if (rules.minTeams) {
    const ex = rules.teamsExcludePositions ?? [];
    const teams = new Set(
      players.filter((p) => !p.positions.every((x) => ex.includes(norm(rules, x)))).map((p) => p.team),
    );
    if (teams.size < rules.minTeams) bad.push('too few teams');
  }
  for (const stack of settings.stacks ?? [])
    if (!meetsStack(rules, stack, players, pool)) bad.push('stack missed');
  for (const lock of settings.locks ?? []) {
    const m = members.find((x) => x.player.id === lock.id);
    if (!m) bad.push(`lock ${lock.id} missing`);
    else if (lock.slot && !lockSlotIs(rules, lock.slot, rules.slots[m.slot]?.name))
      bad.push(`lock ${lock.id} not in ${lock.slot}`);
  }
  for (const id of settings.excludes ?? []) if (ids.has(id)) bad.push(`excluded ${id} used`);
  bad.push(...checkExtra(rules, players, settings));
  return bad;
}

/** Converts a solver lineup into judged members (slot index per member, in roster order). */
export function membersOf(rules: RuleSet, lineup: Lineup, pool: OptimizerPlayer[]): JudgedMember[] {
  const usedSlots = new Set<number>();
  return lineup.slots.map((s) => {
    const player = pool.find((p) => p.id === s.playerId);
    if (!player) throw new Error(`unknown player ${s.playerId}`);
    const slot = rules.slots.findIndex((x, i) => x.name === s.slot && !usedSlots.has(i));
    usedSlots.add(slot);
    return { player, kind: rules.slots[slot]?.kind ?? 'BASE', slot };
  });
}

/** Entry key (player and kind) used for uniqueness. */
export function entryKey(m: { player: OptimizerPlayer; kind: SlotKind }): string {
  return `${m.player.id}:${m.kind}`;
}
