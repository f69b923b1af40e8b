import type { TSportCode } from '@dfs/contracts';
import { MLB_HITTERS } from '@dfs/optimizer';
import { poisson, round1, type TRandom } from './demo-random';

/** A box-score line: stat name to count. */
export type TStats = Record<string, number>;

const pos = (x: number) => Math.max(0, Math.round(x));

/**
 * One game's box score for a player of this sport and position. `q` (0..1) is the player's quality
 * within his position; a starter plays more, so `starter` scales the volume.
 */
export function simulateGame(sport: TSportCode, position: string, q: number, r: TRandom): TStats {
  switch (sport) {
    case 'nba': {
      const min = pos(r.normal(12 + 25 * q, 4));
      const rate = min / 36;
      const big = position === 'C' || position === 'PF';
      return {
        min,
        pts: pos(r.normal((6 + 26 * q) * rate, 4)),
        reb: pos(r.normal((big ? 7 + 5 * q : 3 + 3 * q) * rate, 2)),
        ast: pos(r.normal((position === 'PG' ? 4 + 6 * q : 1.5 + 3 * q) * rate, 1.5)),
        stl: poisson(r, 0.9 * rate),
        blk: poisson(r, (big ? 1.2 : 0.4) * rate),
        tov: poisson(r, (1 + 2 * q) * rate),
        fg3m: poisson(r, (big ? 0.6 : 1.8 * q + 0.5) * rate),
      };
    }
    case 'mlb': {
      if (position === 'SP' || position === 'RP') {
        const starter = position === 'SP';
        const ip = starter ? Math.max(1, round1(r.normal(4.5 + 2 * q, 1.2))) : r.chance(0.5) ? 1 : 0;
        const k = pos(r.normal(ip * (0.75 + 0.4 * q), 1.5));
        const er = pos(r.normal(ip * (0.6 - 0.25 * q), 1.2));
        return { ip, k, er, w: starter && ip >= 5 && r.chance(0.35 + 0.25 * q) ? 1 : 0, h: pos(ip * 0.9) };
      }
      const ab = r.int(3, 5);
      const h = Math.min(ab, poisson(r, ab * (0.2 + 0.12 * q)));
      const hr = Math.min(h, poisson(r, 0.08 + 0.18 * q));
      const doubles = Math.min(h - hr, poisson(r, 0.2));
      return {
        ab,
        h,
        hr,
        '2b': doubles,
        r: poisson(r, 0.4 + 0.4 * q),
        rbi: poisson(r, 0.4 + 0.5 * q),
        bb: poisson(r, 0.35),
        sb: poisson(r, 0.08 + 0.1 * q),
      };
    }
    case 'nhl': {
      if (position === 'G') {
        const shots = r.int(22, 38);
        const ga = Math.min(shots, poisson(r, 3.4 - 1.2 * q));
        return { sv: shots - ga, ga, w: r.chance(0.4 + 0.25 * q) ? 1 : 0 };
      }
      const d = position === 'D';
      return {
        g: poisson(r, d ? 0.06 + 0.12 * q : 0.12 + 0.4 * q),
        a: poisson(r, d ? 0.15 + 0.4 * q : 0.15 + 0.5 * q),
        sog: poisson(r, d ? 1.2 + 1.3 * q : 1.2 + 2.6 * q),
        blk: poisson(r, d ? 1.3 : 0.5),
        toi: round1(r.normal(d ? 16 + 8 * q : 11 + 9 * q, 1.5)),
      };
    }
    case 'nfl': {
      switch (position) {
        case 'QB': {
          const att = pos(r.normal(26 + 12 * q, 5));
          return {
            passYds: pos(r.normal(att * (7 + 0.8 * q), 40)),
            passTd: poisson(r, 0.3 + 1.7 * q),
            int: poisson(r, 0.8),
            rushYds: pos(r.normal(5 + 15 * q, 10)),
            rushTd: poisson(r, 0.15),
          };
        }
        case 'RB':
          return {
            rushYds: pos(r.normal(10 + 75 * q, 20)),
            rushTd: poisson(r, 0.1 + 0.6 * q),
            rec: poisson(r, 0.8 + 3 * q),
            recYds: pos(r.normal(5 + 25 * q, 10)),
            recTd: poisson(r, 0.1),
          };
        case 'WR':
        case 'TE': {
          const te = position === 'TE';
          const rec = poisson(r, (te ? 1 : 1.2) + (te ? 4 : 6) * q);
          return {
            rec,
            recYds: pos(r.normal(rec * (te ? 10 : 12.5), 12)),
            recTd: poisson(r, 0.08 + 0.55 * q),
          };
        }
        case 'K': {
          // Field goals made (3 points) and missed, extra points (1 point).
          const fgm = poisson(r, 1.1 + 1.1 * q);
          return { fgm, fgMiss: poisson(r, 0.35), xpm: poisson(r, 1.6 + 1.4 * q) };
        }
        default:
          return {
            sacks: poisson(r, 1.5 + 1.5 * q),
            int: poisson(r, 0.5 + 0.6 * q),
            fr: poisson(r, 0.5),
            td: poisson(r, 0.12),
            ptsAllowed: pos(r.normal(26 - 8 * q, 7)),
          };
      }
    }
  }
}

const n = (s: TStats, k: string) => s[k] ?? 0;
const dstPoints = (s: TStats) => {
  const pa = n(s, 'ptsAllowed');
  const paPts = pa === 0 ? 10 : pa <= 6 ? 7 : pa <= 13 ? 4 : pa <= 20 ? 1 : pa <= 27 ? 0 : pa <= 34 ? -1 : -4;
  return n(s, 'sacks') + 2 * n(s, 'int') + 2 * n(s, 'fr') + 6 * n(s, 'td') + paPts;
};

/** Fantasy points of a box score under DraftKings and FanDuel scoring. */
export function fantasyPoints(sport: TSportCode, position: string, s: TStats): { dk: number; fd: number } {
  switch (sport) {
    case 'nba':
      return {
        dk: round1(
          n(s, 'pts') +
            1.25 * n(s, 'reb') +
            1.5 * n(s, 'ast') +
            2 * n(s, 'stl') +
            2 * n(s, 'blk') -
            0.5 * n(s, 'tov') +
            0.5 * n(s, 'fg3m'),
        ),
        fd: round1(
          n(s, 'pts') +
            1.2 * n(s, 'reb') +
            1.5 * n(s, 'ast') +
            3 * n(s, 'stl') +
            3 * n(s, 'blk') -
            n(s, 'tov'),
        ),
      };
    case 'mlb': {
      if (position === 'SP' || position === 'RP') {
        return {
          dk: round1(2.25 * n(s, 'ip') + 2 * n(s, 'k') - 2 * n(s, 'er') - 0.6 * n(s, 'h') + 4 * n(s, 'w')),
          fd: round1(
            3 * n(s, 'ip') +
              3 * n(s, 'k') -
              3 * n(s, 'er') +
              6 * n(s, 'w') +
              (n(s, 'ip') >= 6 && n(s, 'er') <= 3 ? 4 : 0),
          ),
        };
      }
      const singles = n(s, 'h') - n(s, 'hr') - n(s, '2b');
      return {
        dk: round1(
          3 * singles +
            5 * n(s, '2b') +
            10 * n(s, 'hr') +
            2 * n(s, 'r') +
            2 * n(s, 'rbi') +
            2 * n(s, 'bb') +
            5 * n(s, 'sb'),
        ),
        fd: round1(
          3 * singles +
            6 * n(s, '2b') +
            12 * n(s, 'hr') +
            3.2 * n(s, 'r') +
            3.5 * n(s, 'rbi') +
            3 * n(s, 'bb') +
            6 * n(s, 'sb'),
        ),
      };
    }
    case 'nhl':
      if (position === 'G') {
        return {
          dk: round1(0.7 * n(s, 'sv') - 3.5 * n(s, 'ga') + 6 * n(s, 'w')),
          fd: round1(0.8 * n(s, 'sv') - 4 * n(s, 'ga') + 12 * n(s, 'w')),
        };
      }
      return {
        dk: round1(8.5 * n(s, 'g') + 5 * n(s, 'a') + 1.5 * n(s, 'sog') + 1.3 * n(s, 'blk')),
        fd: round1(12 * n(s, 'g') + 8 * n(s, 'a') + 1.6 * n(s, 'sog') + 1.6 * n(s, 'blk')),
      };
    case 'nfl': {
      if (position === 'DST') {
        const p = round1(dstPoints(s));
        return { dk: p, fd: p };
      }
      if (position === 'K') {
        // Kickers have no DraftKings or FanDuel slot; season-long scoring is used for both.
        const p = round1(3 * n(s, 'fgm') - n(s, 'fgMiss') + n(s, 'xpm'));
        return { dk: p, fd: p };
      }
      const base =
        0.04 * n(s, 'passYds') +
        4 * n(s, 'passTd') -
        n(s, 'int') +
        0.1 * n(s, 'rushYds') +
        6 * n(s, 'rushTd') +
        0.1 * n(s, 'recYds') +
        6 * n(s, 'recTd');
      const bonus =
        (n(s, 'passYds') >= 300 ? 3 : 0) + (n(s, 'rushYds') >= 100 ? 3 : 0) + (n(s, 'recYds') >= 100 ? 3 : 0);
      return { dk: round1(base + n(s, 'rec') + bonus), fd: round1(base + 0.5 * n(s, 'rec')) };
    }
  }
}

/** The prop markets of each sport with the stat each one settles on. */
export const PROP_MARKETS: Record<TSportCode, { market: string; stat: string; positions: string[] }[]> = {
  nba: [
    { market: 'points', stat: 'pts', positions: ['PG', 'SG', 'SF', 'PF', 'C'] },
    { market: 'rebounds', stat: 'reb', positions: ['PF', 'C', 'SF'] },
    { market: 'assists', stat: 'ast', positions: ['PG', 'SG'] },
  ],
  mlb: [
    { market: 'hits', stat: 'h', positions: MLB_HITTERS },
    { market: 'strikeouts', stat: 'k', positions: ['SP'] },
  ],
  nhl: [
    { market: 'shots_on_goal', stat: 'sog', positions: ['C', 'LW', 'RW', 'D'] },
    { market: 'saves', stat: 'sv', positions: ['G'] },
  ],
  nfl: [
    { market: 'passing_yards', stat: 'passYds', positions: ['QB'] },
    { market: 'rushing_yards', stat: 'rushYds', positions: ['RB'] },
    { market: 'receiving_yards', stat: 'recYds', positions: ['WR', 'TE'] },
  ],
};
