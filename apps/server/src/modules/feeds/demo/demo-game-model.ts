import type { TSportCode } from '@dfs/contracts';
import { normalCdf } from '../../betting';
import { createRandom, poisson, type TRandom } from './demo-random';
import type { TDemoGame } from './demo-schedule';

// One model of a demo game, from which its final score and every book's moneyline, spread and
// total are derived, so they agree with each other as real markets do: a 7-point favourite is
// about -300 on the moneyline, and the total is the same bet at every book.
//
// NFL and NBA: the home margin and the total points are normal around their expectations.
// NHL and MLB: each team's goals or runs are Poisson; a tie after regulation goes to overtime
// (or extra innings), which the home side wins a little more often than not.

type TModelParams = {
  /** Expected margin per unit of strength difference, and the home side's advantage. */
  perStrength: number;
  homeEdge: number;
  /** Expected total of two average teams, and how much two strong teams add. */
  total: number;
  totalPerStrength: number;
  /** Game-to-game deviation of the margin and the total (normal sports only). */
  marginSd: number;
  totalSd: number;
  /** How far one book's read of the margin and the total strays from the market. */
  bookLean: number;
};

const PARAMS: Record<TSportCode, TModelParams> = {
  nfl: {
    perStrength: 16,
    homeEdge: 1.5,
    total: 44,
    totalPerStrength: 6,
    marginSd: 13.5,
    totalSd: 13,
    bookLean: 0.25,
  },
  nba: {
    perStrength: 18,
    homeEdge: 2.5,
    total: 226,
    totalPerStrength: 10,
    marginSd: 12.5,
    totalSd: 18,
    bookLean: 0.25,
  },
  nhl: {
    perStrength: 1.1,
    homeEdge: 0.2,
    total: 6.1,
    totalPerStrength: 0.6,
    marginSd: 0,
    totalSd: 0,
    bookLean: 0.04,
  },
  mlb: {
    perStrength: 1.3,
    homeEdge: 0.15,
    total: 8.7,
    totalPerStrength: 1,
    marginSd: 0,
    totalSd: 0,
    bookLean: 0.06,
  },
};

/** The expected home margin and total of a game. */
export type TGameModel = { sport: TSportCode; margin: number; total: number };

const isPoisson = (sport: TSportCode) => sport === 'nhl' || sport === 'mlb';
/** Share of tied regulation games the home side wins in overtime or extra innings. */
const HOME_OT = 0.52;

/** The market's expectation of a game, from the teams' strengths and a little game-day noise. */
export function gameModel(g: TDemoGame): TGameModel {
  const p = PARAMS[g.sport];
  const r = createRandom(`model:${g.id}`);
  const margin = (g.home.strength - g.away.strength) * p.perStrength + p.homeEdge;
  const total =
    p.total + (g.home.strength + g.away.strength - 1) * p.totalPerStrength + r.normal(0, p.total * 0.02);
  return { sport: g.sport, margin, total };
}

/** The model as one book reads it: the market's view leaned a little by the book's own numbers. */
export function leaned(m: TGameModel, r: TRandom, scale = 1): TGameModel {
  const lean = PARAMS[m.sport].bookLean * scale;
  return { ...m, margin: m.margin + r.normal(0, lean), total: m.total + r.normal(0, lean) };
}

const poissonPmf = (mean: number, max: number) => {
  const out = [Math.exp(-mean)];
  for (let k = 1; k <= max; k++) out.push((out[k - 1]! * mean) / k);
  return out;
};

/** Each team's expected goals or runs (NHL, MLB). */
const rates = (m: TGameModel) => {
  const home = Math.max(0.3, (m.total + m.margin) / 2);
  return { home, away: Math.max(0.3, m.total - home) };
};

/** Distribution of the home margin (regulation) for the Poisson sports: margin -> probability. */
function marginPmf(m: TGameModel): Map<number, number> {
  const { home, away } = rates(m);
  const h = poissonPmf(home, 25);
  const a = poissonPmf(away, 25);
  const out = new Map<number, number>();
  h.forEach((ph, i) => a.forEach((pa, j) => out.set(i - j, (out.get(i - j) ?? 0) + ph * pa)));
  return out;
}

/** Probability that the home side wins (overtime included). */
export function homeWinProbability(m: TGameModel): number {
  if (!isPoisson(m.sport)) return normalCdf(m.margin / PARAMS[m.sport].marginSd);
  let win = 0;
  let tie = 0;
  for (const [d, p] of marginPmf(m)) {
    if (d > 0) win += p;
    else if (d === 0) tie = p;
  }
  return win + tie * HOME_OT;
}

/**
 * Probability that the home side covers `homeSpread` (margin + spread > 0), a push left out (the
 * bet is refunded): the chance among decided bets. A tied NHL or MLB game is decided by one.
 */
export function homeCoverProbability(m: TGameModel, homeSpread: number): number {
  if (!isPoisson(m.sport)) {
    const sd = PARAMS[m.sport].marginSd;
    // Whole-number margins: a line of -3 pushes on 3 (a band of one point around it).
    const whole = Number.isInteger(homeSpread);
    const lose = normalCdf((-homeSpread - (whole ? 0.5 : 0) - m.margin) / sd);
    const win = 1 - normalCdf((-homeSpread + (whole ? 0.5 : 0) - m.margin) / sd);
    return win / (win + lose);
  }
  let win = 0;
  let lose = 0;
  for (const [d, p] of marginPmf(m)) {
    // A regulation tie ends one goal apart.
    const outcomes =
      d === 0
        ? [
            [1, p * HOME_OT],
            [-1, p * (1 - HOME_OT)],
          ]
        : [[d, p]];
    for (const [final, q] of outcomes) {
      if (final! + homeSpread > 0) win += q!;
      else if (final! + homeSpread < 0) lose += q!;
    }
  }
  return win / (win + lose);
}

/** Probability that the total goes over `line`, a push left out. */
export function overProbability(m: TGameModel, line: number): number {
  const whole = Number.isInteger(line);
  if (!isPoisson(m.sport)) {
    const sd = PARAMS[m.sport].totalSd;
    const under = normalCdf((line - (whole ? 0.5 : 0) - m.total) / sd);
    const over = 1 - normalCdf((line + (whole ? 0.5 : 0) - m.total) / sd);
    return over / (over + under);
  }
  // A tied game's overtime goal or extra-innings run counts in the total, as the books settle it.
  let over = 0;
  let under = 0;
  const { home, away } = rates(m);
  const a = poissonPmf(away, 25);
  poissonPmf(home, 25).forEach((ph, i) =>
    a.forEach((pa, j) => {
      const total = i + j + (i === j ? 1 : 0);
      if (total > line) over += ph * pa;
      else if (total < line) under += ph * pa;
    }),
  );
  return over / (over + under);
}

/** A final score drawn from the model (no ties: overtime or extra innings decide them). */
export function finalScore(g: TDemoGame, m: TGameModel): { home: number; away: number } {
  const r = createRandom(`score:${g.id}`);
  if (isPoisson(g.sport)) {
    const { home, away } = rates(m);
    let h = poisson(r, home);
    let a = poisson(r, away);
    if (h === a) {
      if (r.chance(HOME_OT)) h++;
      else a++;
    }
    return { home: h, away: a };
  }
  const p = PARAMS[g.sport];
  let margin = Math.round(r.normal(m.margin, p.marginSd));
  const total = Math.max(
    Math.abs(margin) + (g.sport === 'nfl' ? 3 : 150),
    Math.round(r.normal(m.total, p.totalSd)),
  );
  // NBA games do not end tied; an NFL tie is rare, kept rarer still here.
  if (margin === 0) margin = r.chance(HOME_OT) ? 1 : -1;
  const home = Math.round((total + margin) / 2);
  return { home, away: home - margin };
}
