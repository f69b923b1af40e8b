import { etDate } from '@dfs/optimizer';
import {
  gameLabel,
  sportCodeOf,
  type TBestBet,
  type TBestBetPropRequest,
  type TBestBetRequest,
  type TSportId,
} from '@dfs/contracts';
import { AppError } from '../../core/app-error';
import type { TAuthUser } from '../../core/auth-context';
import { MARKET_STAT } from '../insights';
import { plans } from '../plans';
import { americanToDecimal, assertAmerican, BettingInputError } from './betting-math';
import type { TBettingRepository, TGameRow } from './betting.repository';

/** Roles that publish best bets (SPEC section 6: client and other manager types). */
export const BEST_BET_WRITERS = ['client', 'manager'] as const;

type TBestBetRow = Awaited<ReturnType<TBettingRepository['bestBets']>>[number];
export type TBestBetInput =
  { kind: 'game'; pick: TBestBetRequest } | { kind: 'prop'; pick: TBestBetPropRequest };

const round2 = (v: number) => Math.round(v * 100) / 100;

/** Win, loss or push of a pick whose outcome is known: `margin` > 0 wins, 0 pushes. */
const outcome = (margin: number) => (margin > 0 ? 'win' : margin < 0 ? 'loss' : 'push');

/** A game pick's margin over its line once the game is final; null before. */
function gameMargin(b: TBestBetRow['b'], g: TGameRow): number | null {
  if (g.status !== 'final' || g.homeScore === null || g.awayScore === null) return null;
  const diff = b.selection === 'home' ? g.homeScore - g.awayScore : g.awayScore - g.homeScore;
  if (b.market === 'moneyline') return diff;
  if (b.market === 'spread') return diff + (b.line ?? 0);
  const total = g.homeScore + g.awayScore;
  return b.selection === 'over' ? total - (b.line ?? 0) : (b.line ?? 0) - total;
}

/**
 * Best bets: managers publish game and prop picks; Platinum users read them with the result of
 * every pick whose game is final (settled on read from the score or the player's box score).
 */
export class BestBetsService {
  constructor(private readonly repo: TBettingRepository) {}

  private async view(row: TBestBetRow, game: TGameRow | undefined): Promise<TBestBet> {
    const { b } = row;
    let margin: number | null = null;
    if (game && b.kind === 'game') margin = gameMargin(b, game);
    if (game && b.kind === 'prop' && game.status === 'final') {
      const log = await this.repo.playerLog(b.playerId ?? '', etDate(game.startTime));
      const value = log ? (log.stats[MARKET_STAT[b.market] ?? b.market] ?? 0) : null;
      if (value !== null) margin = b.selection === 'over' ? value - (b.line ?? 0) : (b.line ?? 0) - value;
    }
    const result = margin === null ? 'pending' : outcome(margin);
    const unitsWon =
      result === 'pending'
        ? null
        : result === 'win'
          ? round2(b.units * (americanToDecimal(b.odds) - 1))
          : result === 'loss'
            ? -b.units
            : 0;
    return {
      id: b.id,
      kind: b.kind,
      sport: b.sport,
      gameId: b.gameId,
      game: game ? gameLabel(game) : b.gameId,
      startTime: game ? game.startTime.toISOString() : b.createdAt.toISOString(),
      market: b.market,
      selection: b.selection,
      playerId: b.playerId,
      playerName: row.playerName,
      line: b.line,
      odds: b.odds,
      units: b.units,
      book: b.book,
      note: b.note,
      createdBy: row.author,
      createdAt: b.createdAt.toISOString(),
      result,
      unitsWon,
    };
  }

  /**
   * The one write of best bets (both calls go through it), so an audit record can be added here.
   * Only manager roles write; odds are checked by the arithmetic's own rule; the game (and for a
   * prop, the prop) must exist and not be final.
   */
  async save(user: TAuthUser, input: TBestBetInput): Promise<TBestBet> {
    if (!(BEST_BET_WRITERS as readonly string[]).includes(user.role)) {
      throw new AppError('FORBIDDEN', 'Only managers can publish best bets.');
    }
    try {
      assertAmerican(input.pick.odds);
    } catch (e) {
      if (e instanceof BettingInputError) throw new AppError('VALIDATION', e.message, { fields: ['odds'] });
      throw e;
    }
    const [game] = await this.repo.gamesByIds([input.pick.gameId]);
    if (!game) throw new AppError('NOT_FOUND', 'That game was not found.');
    if (game.status === 'final')
      throw new AppError('VALIDATION', 'That game is over; pick an upcoming game.');
    const { pick } = input;
    if (
      input.kind === 'prop' &&
      !(await this.repo.propExists(game.id, input.pick.playerId, input.pick.market))
    ) {
      throw new AppError('NOT_FOUND', 'That player has no such prop in this game.');
    }
    const saved = await this.repo.insertBestBet({
      kind: input.kind,
      sport: game.sport,
      gameId: game.id,
      market: pick.market,
      selection: input.kind === 'game' ? input.pick.selection : input.pick.side,
      playerId: input.kind === 'prop' ? input.pick.playerId : null,
      line: input.kind === 'game' && input.pick.market === 'moneyline' ? null : (pick.line ?? null),
      odds: pick.odds,
      units: pick.units,
      book: pick.book || null,
      note: pick.note || null,
      createdBy: user.id,
    });
    const [row] = await this.repo.bestBets(game.sport, input.kind, { id: saved.id });
    return this.view(row!, game);
  }

  /** The published picks of a sport (Platinum; managers always), newest first, with results. */
  async list(user: TAuthUser, sportId: number, kind: 'game' | 'prop') {
    plans.require(user, 'bestBets');
    const rows = await this.repo.bestBets(sportCodeOf(sportId as TSportId), kind);
    const games = new Map(
      (await this.repo.gamesByIds([...new Set(rows.map((r) => r.b.gameId))])).map((g) => [g.id, g]),
    );
    const picks = await Promise.all(rows.map((r) => this.view(r, games.get(r.b.gameId))));
    const count = (r: TBestBet['result']) => picks.filter((p) => p.result === r).length;
    const times = [...games.values()].map((g) => g.fetchedAt.toISOString()).sort();
    return {
      picks,
      record: {
        win: count('win'),
        loss: count('loss'),
        push: count('push'),
        pending: count('pending'),
        units: round2(picks.reduce((s, p) => s + (p.unitsWon ?? 0), 0)),
      },
      updatedAt: times.at(-1) ?? null,
    };
  }
}
export type TBestBetsService = BestBetsService;
