import type { FastifyBaseLogger } from 'fastify';
import { and, eq, gte, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-server';
import type { Database } from '../../db/client';
import { games } from '../../db/schema';
import { createSlatesRepository } from '../slates/slates.repository';
import { createFeedLock } from './feed-lock';
import { createFeedStore } from './feed-store.repository';
import { createDemoWorkers, loadDemoData } from './demo/demo-workers';
import type { TSlateChange } from './feed-workers';
import { createFeedsRepository } from './feeds.repository';
import { FeedsService } from './feeds.service';

// The demo provider keeps the product alive as days pass: a later run of a sport's feed worker
// finishes the games that were played (scores) and opens the new days' slates.

const quiet = {
  child: () => quiet,
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
  debug: () => undefined,
} as unknown as FastifyBaseLogger;

const DAY = 86_400_000;
let database: Database;
let clock = new Date('2026-01-13T17:00:00Z');
const changes: TSlateChange[] = [];
let feeds: FeedsService;

beforeAll(async () => {
  database = await openTestDatabase();
  const store = createFeedStore(database.db);
  feeds = new FeedsService({
    repo: createFeedsRepository(database.db),
    store,
    lock: createFeedLock(database),
    log: quiet,
    // Every sport in season: this is about days passing, not the calendar (demo-seasons.test.ts).
    workers: createDemoWorkers(store, true, 'all'),
    forceOnline: [],
    onSlatesChanged: (c) => changes.push(...c),
    loadDemoData: (at) => loadDemoData(store, at, 'all'),
    now: () => clock,
  });
  await feeds.loadDemo();
}, 120_000);
afterAll(() => database?.close());

describe('demo data as days pass', () => {
  it('opens the new days’ NBA slates and scores the games already played', async () => {
    const slates = createSlatesRepository(database.db);
    const firstDay = clock;
    const before = await slates.list({ sport: 'nba', endsAfter: firstDay });
    expect(before.length).toBeGreaterThan(0);

    clock = new Date(firstDay.getTime() + DAY);
    expect(await feeds.runNow('nba-feed')).toBe(true);

    const after = await slates.list({ sport: 'nba', endsAfter: clock });
    expect(after.length).toBeGreaterThan(0);
    // Slates starting after the new "today" exist that the first load did not have.
    const knownIds = new Set(before.map((s) => s.id));
    expect(after.some((s) => !knownIds.has(s.id) && s.startTime.getTime() > clock.getTime() - DAY)).toBe(
      true,
    );
    expect(changes.some((c) => c.sport === 'nba')).toBe(true);

    // The first day's games were played: each is final with a score.
    const played = await database.db
      .select()
      .from(games)
      .where(
        and(
          eq(games.sport, 'nba'),
          gte(games.startTime, new Date(firstDay.getTime() - 6 * 3_600_000)),
          lt(games.startTime, new Date(firstDay.getTime() + DAY - 6 * 3_600_000)),
        ),
      );
    expect(played.length).toBeGreaterThan(0);
    for (const g of played) {
      expect(g.status, g.id).toBe('final');
      expect(g.homeScore, g.id).not.toBeNull();
      expect(g.awayScore, g.id).not.toBeNull();
      expect(g.homeScore).not.toBe(g.awayScore);
    }
  }, 120_000);
});
