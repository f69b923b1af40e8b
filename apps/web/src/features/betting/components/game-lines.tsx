import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TBookMarket, TSportsbook } from '@dfs/contracts';
import { formatEastern } from '../../../shared/eastern-time';
import { formatOdds, formatPercent } from './betting-format';

type TGame = TSportsbook['games'][number];
type TMarketKey = 'moneyline' | 'spread' | 'total';
const MARKETS: { key: TMarketKey; label: string }[] = [
  { key: 'moneyline', label: 'Moneyline' },
  { key: 'spread', label: 'Spread' },
  { key: 'total', label: 'Total' },
];

const signed = (v: number) => (v > 0 ? `+${v}` : String(v));
/** The line of one side as books print it: spread +3.5 / -3.5, total O 47.5 / U 47.5. */
function lineText(mk: TMarketKey, side: 0 | 1, homeLine: number | null): string {
  if (homeLine === null || mk === 'moneyline') return '';
  if (mk === 'spread') return `${signed(side === 0 ? homeLine : -homeLine)} `;
  return `${side === 0 ? 'O' : 'U'} ${homeLine} `;
}

/** One book's side of a market: line and price now, the open below, marked when it is the best. */
function QuoteCell({
  m,
  mk,
  q,
  side,
}: {
  m: TBookMarket;
  mk: TMarketKey;
  q: TBookMarket['quotes'][number];
  side: 0 | 1;
}) {
  const best = m.best[side];
  const line = mk === 'spread' && side === 1 && q.line !== null ? -q.line : q.line;
  const isBest = best.price === q.prices[side] && best.line === line;
  const open =
    mk === 'moneyline'
      ? q.openPrices
        ? formatOdds(q.openPrices[side])
        : null
      : q.openLine === null
        ? null
        : lineText(mk, side, q.openLine).trim();
  return (
    <TableCell
      data-best={isBest ? 'true' : undefined}
      data-price={q.prices[side]}
      sx={isBest ? { bgcolor: '#e8f5e9', color: 'success.dark', fontWeight: 700 } : undefined}
    >
      {lineText(mk, side, q.line)}
      {formatOdds(q.prices[side])}
      {isBest ? (
        <Box component="span" sx={{ ml: 0.5, fontSize: '0.75em' }}>
          Best
        </Box>
      ) : null}
      {open ? (
        <Typography variant="caption" component="div">
          open {open}
        </Typography>
      ) : null}
    </TableCell>
  );
}

/** A game's moneyline, spread and total at every book, the best line per side, fair line and hold. */
export function GameLines({ game }: { game: TGame }) {
  const markets = MARKETS.filter((m) => game[m.key]);
  const books = game.moneyline?.quotes.map((q) => q.book) ?? [];
  const quoteOf = (mk: TMarketKey, book: string) => game[mk]?.quotes.find((q) => q.book === book);
  const start = formatEastern(game.startTime, 'weekdayTime');
  return (
    <Paper
      component="section"
      aria-label={`${game.game} lines`}
      variant="outlined"
      sx={{ p: { xs: 1, sm: 2 }, mb: 2 }}
    >
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {game.away} at {game.home}{' '}
        <Typography component="span" variant="body2" color="text.secondary">
          {start} ET · {game.status}
        </Typography>
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={`${game.game} odds by book`}>
          <TableHead>
            <TableRow>
              <TableCell>Book</TableCell>
              {markets.flatMap((m) =>
                game[m.key]!.sides.map((side) => (
                  <TableCell key={`${m.key}${side}`}>{`${m.label} ${side}`}</TableCell>
                )),
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {books.map((book) => (
              <TableRow key={book}>
                <TableCell component="th" scope="row">
                  {book}
                </TableCell>
                {markets.flatMap((m) => {
                  const q = quoteOf(m.key, book);
                  return ([0, 1] as const).map((side) =>
                    q ? (
                      <QuoteCell key={`${m.key}${side}`} m={game[m.key]!} mk={m.key} q={q} side={side} />
                    ) : (
                      <TableCell key={`${m.key}${side}`}>–</TableCell>
                    ),
                  );
                })}
              </TableRow>
            ))}
            <TableRow>
              <TableCell component="th" scope="row">
                Fair (no-vig)
                <Typography variant="caption" component="div">
                  at the line most books quote
                </Typography>
              </TableCell>
              {markets.flatMap((m) =>
                ([0, 1] as const).map((side) => {
                  const fair = game[m.key]!.fair;
                  return (
                    <TableCell key={`${m.key}${side}`} data-fair-line={fair.line ?? undefined}>
                      {lineText(m.key, side, fair.line)}
                      {formatOdds(fair.prices[side])} ({formatPercent(fair.probabilities[side])})
                      {fair.line !== null ? (
                        <Typography variant="caption" component="div">
                          {fair.books} of {game[m.key]!.quotes.length} books
                        </Typography>
                      ) : null}
                    </TableCell>
                  );
                }),
              )}
            </TableRow>
            <TableRow>
              <TableCell component="th" scope="row">
                Hold (books' mean)
                <Typography variant="caption" component="div">
                  1 − 1 / sum of implied
                </Typography>
              </TableCell>
              {markets.map((m) => (
                <TableCell key={m.key} colSpan={2}>
                  {formatPercent(game[m.key]!.hold, 2)}
                </TableCell>
              ))}
            </TableRow>
          </TableBody>
        </Table>
      </Box>
    </Paper>
  );
}
