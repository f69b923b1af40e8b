import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { TGame } from '@dfs/contracts';
import { american, spread } from './format';

type TOdds = NonNullable<TGame['odds']>[number];
type TColumn = { key: string; label: string; price: (o: TOdds) => number; show: (o: TOdds) => string };

/** The columns a bettor compares; the best line of each is the highest price (best payout). */
const columns = (g: TGame): TColumn[] => [
  {
    key: 'aml',
    label: `${g.away} ML`,
    price: (o) => o.awayMoneyline,
    show: (o) => american(o.awayMoneyline),
  },
  {
    key: 'hml',
    label: `${g.home} ML`,
    price: (o) => o.homeMoneyline,
    show: (o) => american(o.homeMoneyline),
  },
  {
    key: 'spr',
    label: `${g.home} spread`,
    // A bigger home spread is the better number for a home bettor; the price breaks ties.
    price: (o) => o.homeSpread * 1000 + o.spreadPrice,
    show: (o) => `${spread(o.homeSpread)} (${american(o.spreadPrice)})`,
  },
  {
    key: 'ovr',
    label: 'Over',
    price: (o) => -o.total * 1000 + o.overPrice,
    show: (o) => `o${o.total} (${american(o.overPrice)})`,
  },
  {
    key: 'und',
    label: 'Under',
    price: (o) => o.total * 1000 + o.underPrice,
    show: (o) => `u${o.total} (${american(o.underPrice)})`,
  },
];

const cell = {
  borderBottom: 1,
  borderColor: 'divider',
  px: 1,
  py: 0.5,
  textAlign: 'left',
  whiteSpace: 'nowrap',
} as const;

/** Every book's lines for one game, open against current, the best line of each column marked. */
export function OddsTable({ game }: { game: TGame }) {
  const odds = game.odds ?? [];
  const cols = columns(game);
  const best = new Map(cols.map((c) => [c.key, Math.max(...odds.map(c.price))]));
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Box component="table" sx={{ borderCollapse: 'collapse', width: '100%', fontSize: 14 }}>
        <caption style={{ position: 'absolute', left: -9999 }}>
          {game.away} at {game.home}: odds by book
        </caption>
        <thead>
          <tr>
            <Box component="th" scope="col" sx={cell}>
              Book
            </Box>
            {cols.map((c) => (
              <Box component="th" scope="col" key={c.key} sx={cell}>
                {c.label}
              </Box>
            ))}
            <Box component="th" scope="col" sx={cell}>
              Open (ML / spread / total)
            </Box>
          </tr>
        </thead>
        <tbody>
          {odds.map((o) => (
            <tr key={o.book}>
              <Box component="th" scope="row" sx={cell}>
                {o.book}
              </Box>
              {cols.map((c) => {
                const isBest = odds.length > 1 && c.price(o) === best.get(c.key);
                return (
                  <Box component="td" key={c.key} sx={{ ...cell, fontWeight: isBest ? 700 : 400 }}>
                    {c.show(o)} {isBest ? <Chip size="small" color="success" label="Best" /> : null}
                  </Box>
                );
              })}
              <Box component="td" sx={{ ...cell, color: 'text.secondary' }}>
                {american(o.open.awayMoneyline)}/{american(o.open.homeMoneyline)} ·{' '}
                {spread(o.open.homeSpread)} · {o.open.total}
              </Box>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
