import type { OptimizerPlayer } from '../model/player.types';
import { gameKeyOf, names, partAccepts } from '../rules/lineup-rules';
import type { BuildSettings, PairRule, StackRule } from '../solver/build-input.types';
import { normPos, playsAny, type LineupModel } from './lineup-model';
import { one, scale, sum, terms } from './rows';

// The settings' rules as rows of the lineup model, on y(p) (a captain is his player), with big-M
// switches where a rule holds only sometimes (M = roster size: no count passes it).

const teamName = (t: string): string => t.trim().toUpperCase();
const opponentOf = (m: LineupModel, team: string): string | undefined =>
  m.players.find((p) => p.team === team && p.opponent)?.opponent ?? undefined;

/** Every stack: some team of its list meets every part with distinct players. */
export function addStacks(m: LineupModel, stacks: readonly StackRule[]): void {
  stacks.forEach((stack, si) => {
    const teams = stack.teams?.length ? stack.teams.map(teamName) : m.teams();
    const zs = teams.map((team) => stackMeets(m, stack, team, `stack${si}_${team}`));
    m.rows.row(`stack${si}`, terms(zs.map((z) => [z, 1])), 1, Infinity);
  });
}

/**
 * An indicator z: z = 1 only when `team` meets the stack. w(p, part) gives a lineup player to at
 * most one part (overlapping parts such as "3 C/W + 1 C" count right); each part gets its count.
 */
function stackMeets(m: LineupModel, stack: StackRule, team: string, label: string): number {
  const z = m.indicator();
  const opp = opponentOf(m, team);
  const wsOf = new Map<number, number[]>();
  stack.parts.forEach((part, k) => {
    const t = part.fromOpponent ? opp : team;
    const ws: number[] = [];
    m.players.forEach((p, i) => {
      if (p.team !== t || !m.xOf[i]?.length || !partAccepts(m.rules, part.positions, p)) return;
      const w = m.indicator();
      ws.push(w);
      wsOf.set(i, [...(wsOf.get(i) ?? []), w]);
    });
    m.rows.row(`${label}_p${k}`, sum(terms(ws.map((w) => [w, 1])), one(z, -part.count)), 0, Infinity);
  });
  for (const [i, ws] of wsOf)
    m.rows.row(`${label}_use${i}`, sum(terms(ws.map((w) => [w, 1])), scale(m.y(i), -1)), -Infinity, 0);
  return z;
}

/**
 * Rows that keep `team` from meeting the stack (its stack exposure is reached): the parts'
 * places cannot all get distinct players exactly when some set of parts has fewer fitting lineup
 * players than places (Hall), so one such set is chosen (an indicator per subset).
 */
export function banStack(m: LineupModel, stack: StackRule, team: string, label: string): void {
  const opp = opponentOf(m, team);
  const M = m.rules.slots.length;
  const picks: number[] = [];
  for (let mask = 1; mask < 1 << stack.parts.length; mask++) {
    const chosen = stack.parts.filter((_, i) => mask & (1 << i));
    const places = chosen.reduce((n, p) => n + p.count, 0);
    const fit = m.ys((p) =>
      chosen.some(
        (part) => p.team === (part.fromOpponent ? opp : team) && partAccepts(m.rules, part.positions, p),
      ),
    );
    const u = m.indicator();
    m.rows.row(`${label}_${mask}`, sum(fit, one(u, M)), -Infinity, places - 1 + M);
    picks.push(u);
  }
  m.rows.row(label, terms(picks.map((u) => [u, 1])), 1, Infinity);
}

/** The lineup rules of issue 29 (groups, pairs, team count, game stacks, ownership, starters, spacing, position counts). */
export function addLineupRules(m: LineupModel, s: BuildSettings): void {
  const M = m.rules.slots.length;
  const named = (ids: string[]) => (p: OptimizerPlayer) => ids.some((id) => names(p, id));
  (s.groups ?? []).forEach((g, k) => {
    const members = m.ys(named(g.players));
    if (!g.when) {
      m.rows.row(`group${k}`, members, g.min ?? 0, g.max ?? M);
      return;
    }
    // a = 0 keeps the trigger under its minimum; a = 1 enforces the group.
    const a = m.indicator();
    m.rows.row(
      `group${k}_when`,
      sum(m.ys(named(g.when.players)), one(a, -M)),
      -Infinity,
      (g.when.min ?? 1) - 1,
    );
    m.rows.row(`group${k}_max`, sum(members, one(a, M)), -Infinity, (g.max ?? M) + M);
    m.rows.row(`group${k}_min`, sum(members, one(a, -(g.min ?? 0))), 0, Infinity);
  });
  (s.pairs ?? []).forEach((r, k) => addPair(m, r, k, M));
  addTeamCount(m, s, M);
  (s.gameStacks ?? []).forEach((g, k) => addGameStack(m, g, k));
  addOwnership(m, s, M);
  if (s.minStarters)
    m.rows.row(
      'starters',
      m.ys((p) => p.confirmed === true),
      s.minStarters,
      Infinity,
    );
  (s.spacing ?? []).forEach((r, k) => addSpacing(m, r.positions, r.within, k));
  Object.entries(s.positionCounts ?? {}).forEach(([pos, c], k) =>
    m.rows.row(
      `poscount${k}`,
      m.ys((p) => playsAny(m.rules, p, [pos])),
      c.min ?? 0,
      c.max ?? M,
    ),
  );
}

/** With a in the lineup, his mates of `with` number between min and max; without him nothing. */
function addPair(m: LineupModel, r: PairRule, k: number, M: number): void {
  m.players.forEach((a, ai) => {
    if (!m.xOf[ai]?.length || !playsAny(m.rules, a, r.positions)) return;
    const team = r.team === 'same' ? a.team : a.opponent;
    const mates = m.ys((b, bi) => bi !== ai && b.team === team && playsAny(m.rules, b, r.with));
    const ya = m.y(ai);
    if (r.max !== undefined) m.rows.row(`pair${k}_${ai}_max`, sum(mates, scale(ya, M)), -Infinity, r.max + M);
    if (r.min) m.rows.row(`pair${k}_${ai}_min`, sum(mates, scale(ya, -r.min)), 0, Infinity);
  });
}

function addTeamCount(m: LineupModel, s: BuildSettings, M: number): void {
  if (!s.teamCount) return;
  const used = m.teams().map((t) => {
    const u = m.indicator();
    const ys = m.ys((p) => p.team === t);
    m.rows.row(`teamused_${t}`, sum(ys, one(u, -M)), -Infinity, 0);
    m.rows.row(`teamunused_${t}`, sum(ys, one(u, -1)), 0, Infinity);
    return u;
  });
  m.rows.row('teamcount', terms(used.map((u) => [u, 1])), s.teamCount.min ?? 0, s.teamCount.max ?? M);
}

function addGameStack(m: LineupModel, g: NonNullable<BuildSettings['gameStacks']>[number], k: number): void {
  const games = g.games?.length ? g.games.map(teamName) : [...new Set(m.players.map(gameKeyOf))];
  const picks = games.map((game) => {
    const z = m.indicator();
    const inGame = m.players.filter((p) => gameKeyOf(p) === game);
    m.rows.row(
      `game${k}_${game}`,
      sum(
        m.ys((p) => gameKeyOf(p) === game),
        one(z, -g.count),
      ),
      0,
      Infinity,
    );
    const teams = [...new Set(inGame.map((p) => p.team))];
    // A game listing one team only cannot give minPerTeam of two.
    if ((g.minPerTeam ?? 0) > 0 && teams.length < 2) m.rows.row(`game${k}_${game}_two`, one(z), 0, 0);
    for (const t of teams)
      m.rows.row(
        `game${k}_${game}_${t}`,
        sum(
          m.ys((p) => p.team === t),
          one(z, -(g.minPerTeam ?? 0)),
        ),
        0,
        Infinity,
      );
    // A valid cut: the operator's minimum teams needs a player of each further team outside the
    // game (DK NHL: 9 of one game leave no room for a third team; proven at the root, not by
    // branching on every game).
    const ex = m.rules.teamsExcludePositions ?? [];
    const further = Math.max(0, (m.rules.minTeams ?? 0) - teams.length);
    const counted = (p: OptimizerPlayer) =>
      gameKeyOf(p) !== game && !p.positions.every((x) => ex.includes(normPos(m.rules, x)));
    if (further) m.rows.row(`game${k}_${game}_teams`, sum(m.ys(counted), one(z, -further)), 0, Infinity);
    m.rows.row(
      `game${k}_${game}_room`,
      sum(
        m.ys((p) => gameKeyOf(p) !== game),
        one(z, g.count),
      ),
      -Infinity,
      m.rules.slots.length,
    );
    return z;
  });
  m.rows.row(`game${k}`, terms(picks.map((z) => [z, 1])), 1, Infinity);
}

/** Ownership in percent (the players' ownership is a fraction); the average is per roster slot. */
function addOwnership(m: LineupModel, s: BuildSettings, M: number): void {
  const own = sum(...m.players.map((p, i) => scale(m.y(i), (p.ownership ?? 0) * 100)));
  if (s.ownership?.maxTotal !== undefined)
    m.rows.row('owntotal', own, -Infinity, s.ownership.maxTotal + 1e-7);
  if (s.ownership?.maxAverage !== undefined)
    m.rows.row('ownaverage', own, -Infinity, s.ownership.maxAverage * M + 1e-7);
}

/** Each team's fitting players with a batting order inside one window of `within` spots (wrapping). */
function addSpacing(m: LineupModel, positions: string[], within: number, k: number): void {
  const fits = m.players
    .map((p, i) => ({ p, i }))
    .filter(({ p }) => playsAny(m.rules, p, positions) && p.battingOrder);
  for (const t of new Set(fits.map((f) => f.p.team))) {
    const windows = Array.from({ length: 9 }, () => m.indicator());
    m.rows.row(`spacing${k}_${t}`, terms(windows.map((w) => [w, 1])), -Infinity, 1);
    for (const { p, i } of fits.filter((f) => f.p.team === t)) {
      const o = (p.battingOrder as number) - 1;
      const covering = windows.filter((_, w) => (o - w + 9) % 9 < within);
      // A player of the team in the lineup needs the chosen window to cover his spot.
      m.rows.row(`spacing${k}_${t}_${i}`, sum(m.y(i), terms(covering.map((w) => [w, -1]))), -Infinity, 0);
    }
  }
}
