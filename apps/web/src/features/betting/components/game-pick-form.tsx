import { useState } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ZBestBetRequest, type TGame } from '@dfs/contracts';
import { formatEastern } from '../../../shared/eastern-time';
import { LineField, numberOf, PickForm, PriceAndSave, priceRequest, usePickSave } from './pick-fields';

type TMarket = 'moneyline' | 'spread' | 'total';
type TSelection = 'home' | 'away' | 'over' | 'under';

/** The line and price the first book quotes for a pick, to start from. */
function quoted(game: TGame | undefined, market: TMarket, selection: TSelection) {
  const o = game?.odds?.[0];
  if (!o) return { line: '', odds: '', book: '' };
  const pick = {
    moneyline: { line: '', odds: selection === 'home' ? o.homeMoneyline : o.awayMoneyline },
    spread: { line: selection === 'home' ? o.homeSpread : -o.homeSpread, odds: o.spreadPrice },
    total: { line: o.total, odds: selection === 'over' ? o.overPrice : o.underPrice },
  }[market];
  return { line: String(pick.line), odds: String(pick.odds), book: o.book };
}

/** A game pick: game, market, side, line and price (starting from the first book's quote). */
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
    const q = quoted(
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
