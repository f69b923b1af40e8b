import { z } from 'zod';
import type { TEndpointMap } from './endpoint.types';
import { ZPropBookQuote } from './prop-quote';
import { ZSportParams } from './slates';
import { ZSportCode } from './sports';
import { ZEmpty } from './user';
import { zIsoDate, zText } from './text';

// Betting tools (SPEC section 2 betting children, section 7 best-bet calls). The server computes
// every number (probabilities as fractions, edge in probability points, EV per 100 staked, Kelly
// as a fraction of bankroll); the web only displays them.

/** American odds a book can quote: -100 or lower, or +100 or higher (never 0 or in between). */
export const ZAmericanOdds = z
  .number({ error: 'Odds are required' })
  .int('Odds must be a whole number')
  .refine((v) => v <= -100 || v >= 100, 'Odds must be -100 or lower, or +100 or higher');

export const ZHitRate = z.object({
  games: z.number().int(),
  hits: z.number().int(),
  misses: z.number().int(),
  /** Games exactly on the line: neither hit nor miss. */
  pushes: z.number().int(),
  rate: z.number().nullable(),
  /** 90% Wilson interval of the rate. */
  low: z.number().nullable(),
  high: z.number().nullable(),
});
export type THitRateView = z.infer<typeof ZHitRate>;

const ZBestPrice = z.object({ price: z.number(), books: z.array(z.string()) });

/** One player prop of the day, analysed at its consensus line. */
export const ZAnalyzedProp = z.object({
  id: z.string(),
  sport: ZSportCode,
  playerId: z.string(),
  name: z.string(),
  team: z.string(),
  Position: z.string(),
  gameId: z.string(),
  game: z.string(),
  startTime: z.string(),
  market: z.string(),
  /** The consensus (median) line of the books, and the line it opened at. */
  line: z.number(),
  openLine: z.number(),
  books: z.array(ZPropBookQuote),
  /** Best prices at the consensus line and the books that offer them. */
  over: ZBestPrice.nullable(),
  under: ZBestPrice.nullable(),
  /** No-vig (multiplicative) probability of the over at the best prices, and their hold (1 - 1/sum). */
  fairOver: z.number().nullable(),
  hold: z.number().nullable(),
  /** Our projection of the stat and the model's probability of the over. */
  projection: z.number().nullable(),
  modelOver: z.number().nullable(),
  /** The better side by the model, at its best price: edge (points), EV per 100, full Kelly. */
  pick: z
    .object({
      side: z.enum(['over', 'under']),
      price: z.number(),
      book: z.string(),
      edge: z.number(),
      ev: z.number(),
      kelly: z.number(),
    })
    .nullable(),
  /**
   * Hit rates at the consensus line over the last 5, 10 and 20 games of `side`: the side picked
   * (the over when there is no pick), so a pick of the under shows how often the under won.
   */
  hitRates: z.object({ side: z.enum(['over', 'under']), l5: ZHitRate, l10: ZHitRate, l20: ZHitRate }),
  streak: z.object({ side: z.enum(['over', 'under']), count: z.number().int() }).nullable(),
  /** The stat in the last games, newest first. */
  recent: z.array(z.object({ date: z.string(), opponent: z.string(), value: z.number() })),
  updatedAt: z.string(),
});
export type TAnalyzedProp = z.infer<typeof ZAnalyzedProp>;

const ZFeedInfo = { books: z.array(z.string()), updatedAt: z.string().nullable() };
export const ZPropAnalysis = z.object({ sport: ZSportCode, rows: z.array(ZAnalyzedProp), ...ZFeedInfo });
export type TPropAnalysis = z.infer<typeof ZPropAnalysis>;
export const ZPropPreview = ZPropAnalysis.extend({ total: z.number().int() });

const optionalText = zText().trim().max(60).optional();
export const ZPropFinderRequest = z.strictObject({
  sports: z.array(ZSportCode).max(4).optional(),
  player: optionalText,
  market: optionalText,
  book: optionalText,
  /** Lowest edge in probability points, EV per 100 and L10 hit rate (0-100) to show. */
  minEdge: z.number().min(-100).max(100).optional(),
  minEv: z.number().min(-100).max(1000).optional(),
  minHitRate: z.number().min(0).max(100).optional(),
  limit: z.number().int().min(1).max(500).optional(),
});
export type TPropFinderRequest = z.infer<typeof ZPropFinderRequest>;
export const ZPropFinderResult = z.object({
  rows: z.array(ZAnalyzedProp),
  total: z.number().int(),
  ...ZFeedInfo,
});

/** One book's quote of a two-sided market (sides: home/away, or over/under for totals). */
const ZQuote = z.object({
  book: z.string(),
  /** Home spread or total; null for the moneyline. */
  line: z.number().nullable(),
  openLine: z.number().nullable(),
  prices: z.tuple([z.number(), z.number()]),
  openPrices: z.tuple([z.number(), z.number()]).nullable(),
  /** 1 - 1 / (sum of the two implied probabilities): what the book keeps of a balanced book. */
  hold: z.number(),
});
export const ZBookMarket = z.object({
  sides: z.tuple([z.string(), z.string()]),
  quotes: z.array(ZQuote),
  /** The best line for each side (most points, then best price) and where it is. */
  best: z.tuple([
    z.object({ book: z.string(), line: z.number().nullable(), price: z.number() }),
    z.object({ book: z.string(), line: z.number().nullable(), price: z.number() }),
  ]),
  /**
   * No-vig probabilities and fair American prices at one line (the line most books quote; null for
   * the moneyline): books at other lines price another bet and are left out of it.
   */
  fair: z.object({
    line: z.number().nullable(),
    books: z.number().int(),
    probabilities: z.tuple([z.number(), z.number()]),
    prices: z.tuple([z.number(), z.number()]),
  }),
  /** The mean hold of the books, each 1 - 1 / (sum of implied probabilities). */
  hold: z.number(),
});
export type TBookMarket = z.infer<typeof ZBookMarket>;
export const ZSportsbookGame = z.object({
  gameId: z.string(),
  game: z.string(),
  home: z.string(),
  away: z.string(),
  startTime: z.string(),
  status: z.string(),
  moneyline: ZBookMarket.nullable(),
  spread: ZBookMarket.nullable(),
  total: ZBookMarket.nullable(),
});
export const ZSportsbook = z.object({ sport: ZSportCode, games: z.array(ZSportsbookGame), ...ZFeedInfo });
export type TSportsbook = z.infer<typeof ZSportsbook>;
export const ZSportsbookRequest = z.strictObject({ date: zIsoDate().optional() });

const note = zText().trim().max(280).optional();
const units = z.number().min(0.1, 'Units must be at least 0.1').max(10, 'Units must be at most 10');
const id = zText().trim().min(1).max(100);
export const ZBestBetRequest = z
  .strictObject({
    gameId: id,
    market: z.enum(['moneyline', 'spread', 'total']),
    selection: z.enum(['home', 'away', 'over', 'under']),
    line: z.number().min(-100).max(500).nullable().optional(),
    odds: ZAmericanOdds,
    units,
    book: zText().trim().max(40).optional(),
    note,
  })
  .refine((b) => (b.market === 'total') === (b.selection === 'over' || b.selection === 'under'), {
    message: 'A total takes over or under; a moneyline or spread takes home or away',
    path: ['selection'],
  })
  .refine((b) => b.market === 'moneyline' || typeof b.line === 'number', {
    message: 'A spread or total needs its line',
    path: ['line'],
  });
export type TBestBetRequest = z.infer<typeof ZBestBetRequest>;
export const ZBestBetPropRequest = z.strictObject({
  gameId: id,
  playerId: id,
  market: zText().trim().min(1).max(40),
  side: z.enum(['over', 'under']),
  line: z.number().min(0).max(1000),
  odds: ZAmericanOdds,
  units,
  book: zText().trim().max(40).optional(),
  note,
});
export type TBestBetPropRequest = z.infer<typeof ZBestBetPropRequest>;

export const ZBestBet = z.object({
  id: z.string(),
  kind: z.enum(['game', 'prop']),
  sport: ZSportCode,
  gameId: z.string(),
  game: z.string(),
  startTime: z.string(),
  market: z.string(),
  selection: z.string(),
  playerId: z.string().nullable(),
  playerName: z.string().nullable(),
  line: z.number().nullable(),
  odds: z.number(),
  units: z.number(),
  book: z.string().nullable(),
  note: z.string().nullable(),
  createdBy: z.string(),
  createdAt: z.string(),
  /** Settled once the game is final: win, loss or push, with the units won (negative when lost). */
  result: z.enum(['pending', 'win', 'loss', 'push']),
  unitsWon: z.number().nullable(),
});
export type TBestBet = z.infer<typeof ZBestBet>;
export const ZBestBets = z.object({
  picks: z.array(ZBestBet),
  record: z.object({
    win: z.number().int(),
    loss: z.number().int(),
    push: z.number().int(),
    pending: z.number().int(),
    units: z.number(),
  }),
  updatedAt: z.string().nullable(),
});
export type TBestBets = z.infer<typeof ZBestBets>;
/** `{id}` of getBestBet/{id} is the sport id (SPEC: 1 NBA, 2 MLB, 3 NHL, 4 NFL). */
export const ZSportIdParams = z.strictObject({
  id: z.coerce.number().int().min(1, 'Unknown sport id').max(4, 'Unknown sport id'),
});

export const bettingEndpoints = {
  propAnalyzer: {
    method: 'GET',
    path: '/:sport/prop_analyzer',
    body: ZEmpty,
    params: ZSportParams,
    data: ZPropAnalysis,
  },
  propPreview: {
    method: 'GET',
    path: '/:sport/prop_preview',
    body: ZEmpty,
    params: ZSportParams,
    data: ZPropPreview,
  },
  propFinder: { method: 'POST', path: '/user/propFinder', body: ZPropFinderRequest, data: ZPropFinderResult },
  sportsbook: {
    method: 'POST',
    path: '/:sport/sportsbook',
    body: ZSportsbookRequest,
    params: ZSportParams,
    data: ZSportsbook,
  },
  saveBestBet: { method: 'POST', path: '/user/saveBestBet', body: ZBestBetRequest, data: ZBestBet },
  saveBestBetProps: {
    method: 'POST',
    path: '/user/saveBestBetProps',
    body: ZBestBetPropRequest,
    data: ZBestBet,
  },
  getBestBet: {
    method: 'GET',
    path: '/user/getBestBet/:id',
    body: ZEmpty,
    params: ZSportIdParams,
    data: ZBestBets,
  },
  getBestBetProps: {
    method: 'GET',
    path: '/user/getBestBetProps/:id',
    body: ZEmpty,
    params: ZSportIdParams,
    data: ZBestBets,
  },
} as const satisfies TEndpointMap;
