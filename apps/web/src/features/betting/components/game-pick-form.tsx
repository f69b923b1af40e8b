import { useState } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ZBestBetRequest, type TGame } from '@dfs/contracts';
import { formatEastern } from '../../../shared/eastern-time';
import { LineField, numberOf, PickForm, PriceAndSave, priceRequest, usePickSave } from './pick-fields';

type TMarket = 'moneyline' | 'spread' | 'total';
type TSelection = 'home' | 'away' | 'over' | 'under';

/** Decimal odds of American odds: the bettor's return per unit, higher is better. */
const payout = (american: number) => (american > 0 ? 1 + american / 100 : 1 + 100 / -american);

/**
 * The best quote of one side across the books, to start from: the most favourable line (more
 * points on a spread, a lower total for the over, a higher one for the under), then the best
 * price at it. Empty fields when no book quotes the game.
 */
export function bestQuote(game: TGame | undefined, market: TMarket, selection: TSelection) {
  const quotes = (game?.odds ?? []).map((o) => {
    const side = {
      moneyline: { line: null, value: 0, odds: selection === 'home' ? o.homeMoneyline : o.awayMoneyline },
      spread: {
        line: selection === 'home' ? o.homeSpread : -o.homeSpread,
        value: selection === 'home' ? o.homeSpread : -o.homeSpread,
        odds: selection === 'home' ? o.spreadPrice : o.awaySpreadPrice,
      },
      total: {
        line: o.total,
        value: selection === 'over' ? -o.total : o.total,
        odds: selection === 'over' ? o.overPrice : o.underPrice,
      },
    }[market];
    return { ...side, book: o.book };
  });
  const best = quotes.sort((a, b) => b.value - a.value || payout(b.odds) - payout(a.odds))[0];
  if (!best) return { line: '', odds: '', book: '' };
  return { line: best.line === null ? '' : String(best.line), odds: String(best.odds), book: best.book };
}

/** A game pick: game, market, side, line and price (starting from the best quote across the books). */
export function GamePickForm({
  games,
  onSave,
  saving,
}: {
  games: TGame[];
  onSave: (pick: unknown) => Promise<boolean>;
  saving: boolean;
}) {
  const [gameId, setGameId] = useState('');
  const [market, setMarket] = useState<TMarket>('spread');
  const [selection, setSelection] = useState<TSelection>('home');
  const [line, setLine] = useState('');
  const { price, setPrice, errors, save } = usePickSave(onSave);
  const game = games.find((g) => g.id === gameId);
  const start = (g: string, m: TMarket, s: TSelection) => {
    const q = bestQuote(
      games.find((x) => x.id === g),
      m,
      s,
    );
    setLine(q.line);
    setPrice((p) => ({ ...p, odds: q.odds, book: q.book }));
  };
  const submit = async () => {
    const parsed = ZBestBetRequest.safeParse({
      gameId,
      market,
      selection,
      line: market === 'moneyline' ? null : numberOf(line),
      ...priceRequest(price),
    });
    await save(parsed);
  };
  const sides: TSelection[] = market === 'total' ? ['over', 'under'] : ['home', 'away'];
  const sideLabel = (s: TSelection) =>
    s === 'home'
      ? (game?.home ?? 'Home')
      : s === 'away'
        ? (game?.away ?? 'Away')
        : s === 'over'
          ? 'Over'
          : 'Under';
  return (
    <PickForm label="Game pick" onSubmit={submit}>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label="Game"
          value={gameId}
          error={!!errors.gameId}
          helperText={errors.gameId}
          sx={{ minWidth: 220 }}
          onChange={(e) => {
            setGameId(e.target.value);
            start(e.target.value, market, selection);
          }}
        >
          {games.map((g) => (
            <MenuItem key={g.id} value={g.id}>
              {g.away} @ {g.home} · {formatEastern(g.startTime, 'weekdayDate')}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Market"
          value={market}
          sx={{ minWidth: 130 }}
          onChange={(e) => {
            const m = e.target.value as TMarket;
            const s = m === 'total' ? 'over' : 'home';
            setMarket(m);
            setSelection(s);
            start(gameId, m, s);
          }}
        >
          <MenuItem value="moneyline">Moneyline</MenuItem>
          <MenuItem value="spread">Spread</MenuItem>
          <MenuItem value="total">Total</MenuItem>
        </TextField>
        <TextField
          select
          size="small"
          label="Pick"
          value={selection}
          error={!!errors.selection}
          helperText={errors.selection}
          sx={{ minWidth: 110 }}
          onChange={(e) => {
            const s = e.target.value as TSelection;
            setSelection(s);
            start(gameId, market, s);
          }}
        >
          {sides.map((s) => (
            <MenuItem key={s} value={s}>
              {sideLabel(s)}
            </MenuItem>
          ))}
        </TextField>
        <LineField value={line} error={errors.line} onChange={setLine} disabled={market === 'moneyline'} />
      </Box>
      <PriceAndSave price={price} onPrice={setPrice} errors={errors} saving={saving} label="Save best bet" />
    </PickForm>
  );
}
