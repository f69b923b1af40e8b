/* eslint-disable @typescript-eslint/no-unsafe-call -- the test reads JSON answers loosely */
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONTEST_PRESET_IDS } from '@dfs/contracts';
import { CONTEST_PRESETS } from '@dfs/simulator';
import { simulations } from '../../db/schema';
import { useTestServer } from '../../../test/test-http';
import { listening, openSocket } from '../optimizer/build-queue.test-support';
import { memberOn, slateOf } from '../optimizer/optimizer.test-support';
import { ORPHANED, SIMULATIONS_KEPT } from './simulation.service';

// The contest simulator over HTTP on a real database with the demo slates: the job runs on the
// build threads through the build queue; Platinum only, plan limits, bad input, progress, cancel,
// keep the best N, and the portfolio.

const server = useTestServer();
let nfl: { id: string; name: string };

beforeAll(async () => {
  await server.ctx.services.feeds.loadDemo();
  nfl = await slateOf(server, 'nfl');
});

type TMember = Awaited<ReturnType<typeof memberOn>>;
type TSimLineup = {
  roi: number;
  win: number;
  cash: number;
  lineup: { projection: number; players: unknown[] };
};

const dkGpp = { kind: 'preset', preset: 'dk-gpp', entryFee: 20 };

async function platinumWithBuild(lineups = 20): Promise<TMember> {
  const member = await memberOn(server, 'platinum');
  const built = await member.post('/api/nfl/createbuild', {
    slateId: nfl.id,
    lineups,
    settings: { randomness: { mode: 'percent', percent: 25 }, seed: 4 },
  });
  expect(built.data.allTeams).toHaveLength(lineups);
  return member;
}

describe('simulate', () => {
  it('simulates the last build against a drawn field, stores it, and keeps the best N by ROI', async () => {
    const member = await platinumWithBuild(20);
    const body = {
      slateId: nfl.id,
      source: { from: 'last' },
      contest: dkGpp,
      fieldSize: 500,
      iterations: 400,
      seed: 9,
    };
    const res = await member.post('/api/nfl/simulate', body);
    expect(res.status).toBe(200);
    const sim = res.data;
    expect(sim).toMatchObject({ status: 'done', slateId: nfl.id, sport: 'nfl' });
    expect(sim.settings).toMatchObject({
      preset: 'dk-gpp',
      entryFee: 20,
      fieldSize: 500,
      iterations: 400,
      seed: 9,
    });
    expect(sim.lineups).toHaveLength(20);
    for (const l of sim.lineups as TSimLineup[]) {
      expect(l.roi).toBeGreaterThanOrEqual(-1);
      expect(l.cash).toBeGreaterThanOrEqual(l.win);
      expect(l.lineup.players).toHaveLength(9);
    }
    // The drawn field beats some of the user's lineups: results differ between lineups.
    expect(new Set(sim.lineups.map((l: TSimLineup) => l.roi)).size).toBeGreaterThan(1);
    const ownership = sim.players.reduce((s: number, p: { ownership: number }) => s + p.ownership, 0);
    expect(ownership).toBeCloseTo(9, 1);
    expect(sim.players.some((p: { optimalRate: number }) => p.optimalRate > 0)).toBe(true);

    // The same seed gives the same answer; the stored result reads back.
    const again = await member.post('/api/nfl/simulate', body);
    expect(again.data.lineups.map((l: TSimLineup) => l.roi)).toEqual(
      sim.lineups.map((l: TSimLineup) => l.roi),
    );
    expect((await member.get(`/api/user/getSimulation/${sim.id}`)).data.lineups).toEqual(sim.lineups);
    const last = await member.post('/api/user/getLastSimulation', { slateId: nfl.id });
    expect(last.data.id).toBe(again.data.id);

    const kept = await member.post('/api/user/keepSimLineups', {
      simulationId: sim.id,
      count: 5,
      metric: 'roi',
      name: 'Sim best 5',
    });
    expect(kept.status).toBe(200);
    const best = [...(sim.lineups as TSimLineup[])].sort((a, b) => b.roi - a.roi).slice(0, 5);
    expect(kept.data.allTeams).toEqual(best.map((l) => l.lineup));
    const saved = await member.get(`/api/user/getLineup/${kept.data.id}`);
    expect(saved.data).toMatchObject({ name: 'Sim best 5', lineupCount: 5 });

    // Another user cannot read it.
    const other = await memberOn(server, 'platinum');
    expect((await other.get(`/api/user/getSimulation/${sim.id}`)).status).toBe(404);
  });

  it('fails a simulation whose server died, and leaves one still starting alone', async () => {
    const member = await memberOn(server, 'platinum');
    // Rows a server wrote when it queued them and never finished: one 10 minutes old (queued
    // before this server started: no live instance holds it), one 5 seconds old (its job may
    // not be in the queue yet).
    const row = (id: string, ageMs: number) => ({
      id,
      userId: member.id,
      sport: 'nfl' as const,
      slateId: nfl.id,
      status: 'running' as const,
      settings: { iterations: 100 },
      lineups: [],
      createdAt: new Date(Date.now() - ageMs),
    });
    const dead = crypto.randomUUID();
    const starting = crypto.randomUUID();
    await server.ctx.database.db.insert(simulations).values([row(dead, 600_000), row(starting, 5_000)]);

    const read = await member.get(`/api/user/getSimulation/${dead}`);
    expect(read.status).toBe(200);
    expect(read.data).toMatchObject({ status: 'failed', message: ORPHANED });
    expect((await member.get(`/api/user/getSimulation/${starting}`)).data.status).toBe('running');
    // The newest on the slate is the one still starting; once it is as old, it fails too.
    const last = await member.post('/api/user/getLastSimulation', { slateId: nfl.id });
    expect(last.data).toMatchObject({ id: starting, status: 'running' });
  });

  it(`keeps the newest ${SIMULATIONS_KEPT} simulations of a user`, async () => {
    const member = await platinumWithBuild(3);
    const db = server.ctx.database.db;
    // Old finished simulations of this user, oldest first.
    const old = Array.from({ length: SIMULATIONS_KEPT }, (_, i) => ({
      id: crypto.randomUUID(),
      userId: member.id,
      sport: 'nfl' as const,
      slateId: nfl.id,
      status: 'done' as const,
      settings: {},
      lineups: [],
      createdAt: new Date(Date.now() - 3_600_000 + i * 1000),
    }));
    await db.insert(simulations).values(old);
    const res = await member.post('/api/nfl/simulate', {
      slateId: nfl.id,
      source: { from: 'last' },
      contest: dkGpp,
      fieldSize: 500,
      iterations: 100,
      seed: 1,
    });
    expect(res.status, res.message).toBe(200);
    // The new one pushed out the oldest; the next oldest is still there.
    expect((await member.get(`/api/user/getSimulation/${old[0]!.id}`)).status).toBe(404);
    expect((await member.get(`/api/user/getSimulation/${old[1]!.id}`)).status).toBe(200);
    expect((await member.get(`/api/user/getSimulation/${res.data.id}`)).status).toBe(200);
    const mine = await db
      .select({ id: simulations.id })
      .from(simulations)
      .where(eq(simulations.userId, member.id));
    expect(mine).toHaveLength(SIMULATIONS_KEPT);
  });

  it('refuses Free and Premium users, and runs over the plan limits', async () => {
    const premium = await memberOn(server, 'premium');
    const body = {
      slateId: nfl.id,
      source: { from: 'last' },
      contest: dkGpp,
      fieldSize: 100,
      iterations: 100,
    };
    const refused = await premium.post('/api/nfl/simulate', body);
    expect(refused).toMatchObject({ status: 403, code: 'PLAN_LIMIT' });
    expect(refused.message).toContain('Platinum');
    expect((await (await memberOn(server, 'free')).post('/api/nfl/simulate', body)).status).toBe(403);
    const platinum = await memberOn(server, 'platinum');
    const many = await platinum.post('/api/nfl/simulate', { ...body, iterations: 50_000 });
    expect(many).toMatchObject({ status: 403, code: 'PLAN_LIMIT' });
    expect(many.message).toContain('20,000 iterations');
    const huge = await platinum.post('/api/nfl/simulate', { ...body, fieldSize: 100_000 });
    expect(huge.message).toContain('50,000 entries');
  });

  it('answers 400 with the reason for bad contests and fields', async () => {
    const member = await platinumWithBuild(20);
    const base = { slateId: nfl.id, source: { from: 'last' }, fieldSize: 100, iterations: 100 };
    const run = (patch: object) => member.post('/api/nfl/simulate', { ...base, contest: dkGpp, ...patch });
    const custom = (payouts: object[]) => run({ contest: { kind: 'custom', entryFee: 10, payouts } });

    const tooRich = await custom([{ from: 1, to: 10, prize: 500 }]);
    expect(tooRich).toMatchObject({ status: 400, code: 'VALIDATION' });
    expect(tooRich.message).toContain('$5,000 in prizes but 100 entries at $10 bring in $1,000');
    const overlap = await custom([
      { from: 1, to: 5, prize: 50 },
      { from: 5, to: 9, prize: 20 },
    ]);
    expect(overlap.status).toBe(400);
    expect(overlap.message).toContain('paid twice');
    const beyond = await custom([{ from: 1, to: 200, prize: 1 }]);
    expect(beyond.message).toContain('beyond the field of 100');
    const upside = await custom([
      { from: 1, to: 1, prize: 10 },
      { from: 2, to: 2, prize: 50 },
    ]);
    expect(upside.message).toContain('more than place 1');
    expect((await custom([{ from: 1, to: 3, prize: 0 }])).message).toContain('no place pays');

    const small = await run({ fieldSize: 10 });
    expect(small).toMatchObject({ status: 400, code: 'VALIDATION' });
    expect(small.message).toContain('smaller than your 20 lineups');
    expect((await run({ iterations: 5 })).status).toBe(400);
    expect((await run({ contest: { kind: 'preset', preset: 'nope', entryFee: 5 } })).status).toBe(400);
    const noSaved = await run({ source: { from: 'saved', buildId: '00000000-0000-4000-8000-000000000000' } });
    expect(noSaved.status).toBe(404);
    const nothing = await (
      await memberOn(server, 'platinum')
    ).post('/api/nfl/simulate', {
      ...base,
      contest: dkGpp,
    });
    expect(nothing.status).toBe(400);
    expect(nothing.message).toContain('no lineups');
    const sim = await run({});
    const keepTooMany = await member.post('/api/user/keepSimLineups', {
      simulationId: sim.data.id,
      count: 21,
      metric: 'win',
      name: 'x',
    });
    expect(keepTooMany).toMatchObject({ status: 400 });
    expect(keepTooMany.message).toContain('20 lineups');
  });

  it('streams queue position and progress to the user room and stops on cancel', async () => {
    const member = await platinumWithBuild(20);
    const socket = await openSocket(await listening(server), member.cookie);
    try {
      const progress: { simulationId: string; done: number; total: number }[] = [];
      const cancel: { sent?: ReturnType<TMember['post']> } = {};
      socket.on('simProgress', (p: { simulationId: string; done: number; total: number }) => {
        progress.push(p);
        if (!cancel.sent && p.done > 0)
          cancel.sent = member.post('/api/user/cancelSimulation', { simulationId: p.simulationId });
      });
      const res = await member.post('/api/nfl/simulate', {
        slateId: nfl.id,
        source: { from: 'last' },
        contest: dkGpp,
        fieldSize: 2000,
        iterations: 20_000,
      });
      expect(res.status).toBe(200);
      expect(res.data.status).toBe('cancelled');
      expect(res.data.lineups).toEqual([]);
      expect(progress.length).toBeGreaterThan(0);
      expect(progress.every((p) => p.simulationId === res.data.id && p.total === 20_000)).toBe(true);
      expect((await cancel.sent)?.data.cancelled).toBe(1);
      const stored = await member.get(`/api/user/getSimulation/${res.data.id}`);
      expect(stored.data.status).toBe('cancelled');
      // Nothing left to cancel.
      expect((await member.post('/api/user/cancelSimulation', {})).data.cancelled).toBe(0);
    } finally {
      socket.disconnect();
    }
  });
});

describe('portfolio', () => {
  it('chooses N of the source lineups and compares them with the top N by projection', async () => {
    const member = await platinumWithBuild(30);
    const res = await member.post('/api/nfl/buildPortfolio', {
      slateId: nfl.id,
      source: { from: 'last' },
      contest: dkGpp,
      fieldSize: 500,
      iterations: 300,
      seed: 2,
      size: 5,
    });
    expect(res.status).toBe(200);
    expect(res.data.lineups).toHaveLength(5);
    expect(res.data.candidates).toBe(30);
    expect(res.data.gain).toBeCloseTo(res.data.roi - res.data.baselineRoi, 5);
    const tooMany = await member.post('/api/nfl/buildPortfolio', {
      slateId: nfl.id,
      source: { from: 'last' },
      contest: dkGpp,
      fieldSize: 500,
      iterations: 300,
      size: 31,
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.message).toContain('30 lineups to choose from');
    // No player in more than 1 of 20 lineups: the pool cannot make it, and the answer says so.
    const capped = await member.post('/api/nfl/buildPortfolio', {
      slateId: nfl.id,
      source: { from: 'last' },
      contest: dkGpp,
      fieldSize: 500,
      iterations: 300,
      size: 20,
      maxExposure: 0.05,
    });
    expect(capped).toMatchObject({ status: 400, code: 'VALIDATION' });
    expect(capped.message).toMatch(
      /^Only \d+ of 20 lineups fit a max exposure of 5 %; raise it or add candidates\.$/,
    );
  });
});

describe('contest presets', () => {
  it('are the simulator presets', () => {
    expect([...CONTEST_PRESET_IDS].sort()).toEqual(Object.keys(CONTEST_PRESETS).sort());
  });
});
