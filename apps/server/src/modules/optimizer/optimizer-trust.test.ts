/* eslint-disable @typescript-eslint/no-unsafe-call -- the test reads JSON answers loosely */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/test-http';
import { setUserFields } from '../../../test/test-server';
import { memberOn, playersOf, slateOf } from './optimizer.test-support';

// What a player trusts at lock: players marked out are projected 0 and left out of
// builds unless locked or given a projection; swap candidates say which rule of the build they
// would break; several players' settings change at once (bulk actions, zeroing, undoing a reset).

const FIXTURES = path.resolve(import.meta.dirname, '../../../../../../shared/fixtures/operator-csv');
const FD_NBA = path.join(FIXTURES, 'fd_nba_classic_2018-12.csv');
if (!existsSync(FD_NBA))
  console.warn(`optimizer-trust.test: ${FD_NBA} is absent; skipping the FanDuel NBA injuries tests.`);

type TLineup = { players: { id: string; name: string; slot: string }[] };
type TPlayer = {
  id: string;
  name: string;
  team: string;
  positions: string[];
  projection: number;
  injury: string | null;
  injuryLevel: string | null;
  injuryNote: string | null;
};

const server = useTestServer();
beforeAll(async () => {
  await server.ctx.services.feeds.loadDemo();
});

describe.skipIf(!existsSync(FD_NBA))('players marked out in a FanDuel NBA file', () => {
  let slateId: string;
  let players: TPlayer[];
  const named = (name: string) => players.find((p) => p.name === name)!;

  beforeAll(async () => {
    const admin = await memberOn(server, 'free');
    await setUserFields(server, admin.id, { role: 'client', status: 'active' });
    const imported = await admin.post('/api/admin/importSalaries', {
      sport: 'nba',
      operator: 'fanduel',
      gameType: 'classic',
      name: 'FD NBA injuries',
      csv: readFileSync(FD_NBA, 'utf8'),
    });
    expect(imported.status, imported.message).toBe(200);
    slateId = imported.data.slate.id;
    players = await playersOf(server, 'nba', slateId);
  });

  it('are projected 0 with the reason, and questionable players are marked as such', () => {
    const love = named('Kevin Love');
    expect(love).toMatchObject({ injury: 'O', injuryLevel: 'out', projection: 0 });
    expect(love.injuryNote).toBe('O in the FanDuel salary file');
    expect(players.find((p) => p.injury === 'GTD')).toMatchObject({ injuryLevel: 'questionable' });
    expect(players.filter((p) => p.injuryLevel === 'out').every((p) => p.projection === 0)).toBe(true);
  });

  it('are in no lineup unless locked or given a projection', async () => {
    const premium = await memberOn(server, 'premium');
    const out = new Set(players.filter((p) => p.injuryLevel === 'out').map((p) => p.id));
    const built = await premium.post('/api/nba/createbuild', { slateId, lineups: 20 });
    expect(built.status, built.message).toBe(200);
    expect(built.data.allTeams).toHaveLength(20);
    for (const l of built.data.allTeams as TLineup[])
      expect(l.players.filter((p) => out.has(p.id))).toEqual([]);

    const love = named('Kevin Love');
    const cousins = named('DeMarcus Cousins');
    await premium.post('/api/user/lockPlayer', { slateId, playerId: love.id, type: 'lock' });
    await premium.post('/api/user/setProjection', { slateId, playerId: cousins.id, projection: 80 });
    const again = await premium.post('/api/nba/createbuild', { slateId, lineups: 3 });
    expect(again.status, again.message).toBe(200);
    for (const l of again.data.allTeams as TLineup[]) {
      const ids = l.players.map((p) => p.id);
      expect(ids).toContain(love.id);
      // 80 points for $3,500: the best value of the slate by far.
      expect(ids).toContain(cousins.id);
    }
  });
});

describe('swap candidates keep the build’s rules or say which one they break', () => {
  it('marks a candidate over his max exposure and one that breaks the stack', async () => {
    const premium = await memberOn(server, 'premium');
    const nfl = await slateOf(server, 'nfl');
    const settings = {
      maxExposure: 0.5,
      stacks: [
        {
          parts: [
            { positions: ['QB'], count: 1 },
            { positions: ['WR', 'TE'], count: 2 },
          ],
        },
      ],
    };
    const built = await premium.post('/api/nfl/createbuild', { slateId: nfl.id, lineups: 10, settings });
    expect(built.status, built.message).toBe(200);
    const lineups = (built.data.allTeams as TLineup[]).map((l) => l.players.map((p) => p.id));
    const players = (await playersOf(server, 'nfl', nfl.id)) as TPlayer[];
    const byId = new Map(players.map((p) => [p.id, p]));

    // The QB slot of lineup 1: another team's QB breaks the stack; this one's mates stay.
    const qbAsk = await premium.post('/api/nfl/getswapplayers', {
      slateId: nfl.id,
      lineup: lineups[0],
      slot: 0,
      lineups,
      lineupIndex: 0,
      settings,
    });
    expect(qbAsk.status, qbAsk.message).toBe(200);
    const qbTeam = byId.get(lineups[0]![0]!)!.team;
    const otherQb = qbAsk.data.find((c: { team: string }) => c.team !== qbTeam);
    expect(otherQb.breaks).toMatch(/^Breaks the stack/);
    const keeping = qbAsk.data.filter((c: { breaks: string | null }) => c.breaks === null);
    const firstBreaking = qbAsk.data.findIndex((c: { breaks: string | null }) => c.breaks !== null);
    expect(firstBreaking).toBe(keeping.length);

    // A player in 5 of 10 lineups (the cap of 50%) breaks the cap in any other lineup.
    const uses = new Map<string, number>();
    for (const l of lineups) for (const id of l) uses.set(id, (uses.get(id) ?? 0) + 1);
    const capped = [...uses].filter(([, n]) => n === 5).map(([id]) => id);
    expect(capped.length, 'some player at the 50% cap').toBeGreaterThan(0);
    // Each of them is asked for in a slot he fits of every lineup without him: whether he is
    // listed there depends on salary and on the list's length, so all the asks are collected.
    const fits = (id: string, slotName: string) => {
      const pos = byId.get(id)!.positions;
      return slotName === 'FLEX' ? pos.some((x) => ['RB', 'WR', 'TE'].includes(x)) : pos.includes(slotName);
    };
    const offered: { id: string; breaks: string | null; asked: string }[] = [];
    for (const id of capped) {
      for (const [index, lineup] of lineups.entries()) {
        const slots = (built.data.allTeams as TLineup[])[index]!.players.map((p) => p.slot);
        const slot = slots.findIndex((slotName) => fits(id, slotName));
        if (lineup.includes(id) || slot < 0) continue;
        const capAsk = await premium.post('/api/nfl/getswapplayers', {
          slateId: nfl.id,
          lineup,
          slot,
          lineups,
          lineupIndex: index,
          settings,
        });
        expect(capAsk.status, capAsk.message).toBe(200);
        for (const c of capAsk.data as { id: string; breaks: string | null }[])
          offered.push({ ...c, asked: id });
      }
    }
    const over = offered.filter((c) => c.id === c.asked);
    expect(over.length, 'a player at the cap offered for a lineup without him').toBeGreaterThan(0);
    for (const c of over)
      expect(c.breaks).toMatch(/max exposure of 50% \(6 of 10 lineups, at most 5\)|Breaks the stack/);
    const atCap = offered.filter((c) => (uses.get(c.id) ?? 0) >= 5);
    expect(atCap.length).toBeGreaterThan(0);
    for (const c of atCap) expect(c.breaks, c.id).not.toBeNull();
  });
});

describe('swap candidates keep the lineup rules too', () => {
  it('marks a defence facing one of the lineup’s players when the rule forbids it, naming the rule', async () => {
    const premium = await memberOn(server, 'premium');
    const nfl = await slateOf(server, 'nfl');
    // No offensive player against my defence.
    const settings = {
      pairs: [{ positions: ['DST'], with: ['QB', 'RB', 'WR', 'TE'], team: 'opponent' as const, max: 0 }],
    };
    const built = await premium.post('/api/nfl/createbuild', { slateId: nfl.id, lineups: 3, settings });
    expect(built.status, built.message).toBe(200);
    const first = (built.data.allTeams as TLineup[])[0]!;
    const lineup = first.players.map((p) => p.id);
    const players = (await playersOf(server, 'nfl', nfl.id)) as (TPlayer & { opponent: string })[];
    const byId = new Map(players.map((p) => [p.id, p]));
    const dst = first.players.findIndex((p) => p.slot === 'DST');
    const ask = await premium.post('/api/nfl/getswapplayers', {
      slateId: nfl.id,
      lineup,
      slot: dst,
      settings,
    });
    expect(ask.status, ask.message).toBe(200);
    const candidates = ask.data as { id: string; team: string; breaks: string | null }[];
    // Teams facing one of the lineup's offensive players.
    const faced = new Set(lineup.filter((_, i) => i !== dst).map((id) => byId.get(id)!.opponent));
    const facing = candidates.filter((c) => faced.has(c.team));
    expect(facing.length, 'a defence facing a lineup player is offered').toBeGreaterThan(0);
    for (const c of facing)
      expect(c.breaks).toMatch(
        /^Pair rule 1: .+ would have [1-9] QB\/RB\/WR\/TE of his opponent \(at most 0\)$/,
      );
    expect(candidates.filter((c) => !faced.has(c.team)).every((c) => c.breaks === null)).toBe(true);
  });
});

describe('swap candidates keep a stack’s exposure cap', () => {
  it('marks a quarterback whose team would meet the stack in more lineups than its cap allows', async () => {
    const premium = await memberOn(server, 'premium');
    const nfl = await slateOf(server, 'nfl');
    // Each team's quarterback in at most 1 of 3 lineups.
    const settings = { stacks: [{ parts: [{ positions: ['QB'], count: 1 }], maxExposure: 0.34 }] };
    // Built well under the cap, so another lineup's quarterback fits the swapped lineup's salary.
    const built = await premium.post('/api/nfl/createbuild', {
      slateId: nfl.id,
      lineups: 3,
      settings: { ...settings, maxSalary: 42000 },
    });
    expect(built.status, built.message).toBe(200);
    const all = built.data.allTeams as TLineup[];
    const lineups = all.map((l) => l.players.map((p) => p.id));
    const players = (await playersOf(server, 'nfl', nfl.id)) as TPlayer[];
    const teamOf = (id: string) => players.find((p) => p.id === id)!.team;
    const qbSlot = all[1]!.players.findIndex((p) => p.slot === 'QB');
    const usedTeams = new Set(all.map((l) => teamOf(l.players.find((p) => p.slot === 'QB')!.id)));
    const ownTeam = teamOf(lineups[1]![qbSlot]!);
    // The list shows 40 candidates, those that keep every rule first: leave one quarterback of an
    // unused team beside those of the used teams, so the ones that break the cap are listed.
    const qbs = players.filter((p) => p.positions.includes('QB'));
    const unused = qbs.filter((p) => !usedTeams.has(p.team));
    const ask = await premium.post('/api/nfl/getswapplayers', {
      slateId: nfl.id,
      lineup: lineups[1],
      slot: qbSlot,
      lineups,
      lineupIndex: 1,
      settings: { ...settings, excludes: unused.slice(1).map((p) => p.id) },
    });
    expect(ask.status, ask.message).toBe(200);
    const candidates = ask.data as { id: string; team: string; breaks: string | null }[];
    const taken = candidates.filter((c) => usedTeams.has(c.team) && c.team !== ownTeam);
    expect(taken.length, 'a quarterback of another lineup’s team is offered').toBeGreaterThan(0);
    for (const c of taken)
      expect(c.breaks).toBe(`${c.team} would meet the stack (QB 1) in 2 of 3 lineups, over its cap of 34%`);
    const fresh = candidates.filter((c) => !usedTeams.has(c.team));
    expect(fresh.length).toBeGreaterThan(0);
    expect(fresh.every((c) => c.breaks === null)).toBe(true);
  });
});

describe('several players’ settings at once', () => {
  it('locks, excludes and sets exposures together, refuses what the plan lacks, and restores a reset', async () => {
    const nfl = await slateOf(server, 'nfl');
    const players = (await playersOf(server, 'nfl', nfl.id)) as TPlayer[];
    const [a, b, c] = players;
    const free = await memberOn(server, 'free');
    const refused = await free.post('/api/user/setPlayerSettings', {
      slateId: nfl.id,
      players: [{ playerId: a!.id, projection: 0 }],
    });
    expect(refused).toMatchObject({ status: 403, code: 'PLAN_LIMIT' });

    const premium = await memberOn(server, 'premium');
    const set = await premium.post('/api/user/setPlayerSettings', {
      slateId: nfl.id,
      players: [
        { playerId: a!.id, mark: 'lock' },
        { playerId: b!.id, mark: 'exclude' },
        { playerId: c!.id, min: 0.2, max: 0.6, projection: 0 },
      ],
    });
    expect(set.status, set.message).toBe(200);
    expect(set.message).toBe('3 players updated.');
    const before = set.data;
    expect(before.marks).toHaveLength(2);
    expect(before.exposures).toEqual([{ playerId: c!.id, min: 0.2, max: 0.6 }]);

    const bad = await premium.post('/api/user/setPlayerSettings', {
      slateId: nfl.id,
      players: [{ playerId: b!.id, min: 0.5 }],
    });
    expect(bad).toMatchObject({ status: 400, success: false });
    expect(bad.message).toContain('is excluded');

    await premium.post('/api/user/resetSlat', { slateId: nfl.id });
    const restored = await premium.post('/api/user/setPlayerSettings', {
      slateId: nfl.id,
      players: [
        { playerId: a!.id, mark: 'lock' },
        { playerId: b!.id, mark: 'exclude' },
        { playerId: c!.id, min: 0.2, max: 0.6 },
      ],
    });
    expect(restored.data).toEqual(before);
  });
});

const FD_NFL = path.join(FIXTURES, 'fd_nfl_classic_2018wk13.csv');
const DK_NFL = path.join(FIXTURES, 'dk_nfl_classic_2022wk11.csv');
if (!existsSync(FD_NFL) || !existsSync(DK_NFL))
  console.warn(
    `optimizer-trust.test: the NFL operator files in ${FIXTURES} are absent; skipping the own salary file tests.`,
  );

describe.skipIf(!existsSync(FD_NFL) || !existsSync(DK_NFL))('a user’s own salary file', () => {
  it('is a slate of theirs alone: listed and built on by its owner, unknown to anyone else', async () => {
    const owner = await memberOn(server, 'free');
    const other = await memberOn(server, 'premium');
    const up = await owner.post('/api/user/uploadSalaries', {
      name: 'My FD week 13',
      csv: readFileSync(FD_NFL, 'utf8'),
    });
    expect(up.status, up.message).toBe(200);
    expect(up.message).toMatch(/^Your slate is ready: \d+ players, projections from their average points\.$/);
    const slateId: string = up.data.slate.id;
    expect(up.data.slate).toMatchObject({ operator: 'fanduel', sport: 'nfl', gameType: 'classic' });

    const listed = async (m: typeof owner) =>
      ((await m.get(`/api/nfl/getAllSlat/${m.id}?operator=fanduel`)).data.slates as { id: string }[]).map(
        (s) => s.id,
      );
    expect(await listed(owner)).toContain(slateId);
    expect(await listed(other)).not.toContain(slateId);
    expect(await other.post('/api/nfl/getPlayers', { slateId })).toMatchObject({ status: 404 });
    expect(await other.post('/api/nfl/createbuild', { slateId, lineups: 1 })).toMatchObject({ status: 404 });

    const built = await owner.post('/api/nfl/createbuild', { slateId, lineups: 3 });
    expect(built.status, built.message).toBe(200);
    expect(built.data.allTeams).toHaveLength(3);
  });

  it('with games in the past is saved but the answer says it will not be listed', async () => {
    const owner = await memberOn(server, 'free');
    const up = await owner.post('/api/user/uploadSalaries', { csv: readFileSync(DK_NFL, 'utf8') });
    expect(up.status, up.message).toBe(200);
    expect(up.message).toContain('a slate whose games are past is not listed');
  });
});
