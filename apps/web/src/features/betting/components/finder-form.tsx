import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ZSportCode, type TPropFinderRequest } from '@dfs/contracts';

/** The finder's URL parameters, so a search can be bookmarked and shared. */
export const FINDER_PARAMS = ['sport', 'player', 'market', 'book', 'minEdge', 'minEv', 'minHitRate'] as const;
type TFinderParam = (typeof FINDER_PARAMS)[number];
export type TFinderForm = Record<TFinderParam, string>;

export const formFromParams = (params: URLSearchParams): TFinderForm =>
  Object.fromEntries(FINDER_PARAMS.map((k) => [k, params.get(k) ?? ''])) as TFinderForm;

/** The search the server runs for the URL's parameters (unreadable values are left out). */
export function requestOf(form: TFinderForm): TPropFinderRequest {
  const num = (v: string) => (v.trim() === '' || Number.isNaN(Number(v)) ? undefined : Number(v));
  const sport = ZSportCode.safeParse(form.sport);
  const text = (v: string) => (v.trim() ? v.trim().slice(0, 60) : undefined);
  const req: TPropFinderRequest = {
    ...(sport.success ? { sports: [sport.data] } : {}),
    player: text(form.player),
    market: text(form.market),
    book: text(form.book),
    minEdge: num(form.minEdge),
    minEv: num(form.minEv),
    minHitRate: num(form.minHitRate),
  };
  return Object.fromEntries(Object.entries(req).filter(([, v]) => v !== undefined));
}

/** The search form: submitting writes the filters into the URL. */
export function FinderForm({
  initial,
  onSearch,
}: {
  initial: TFinderForm;
  onSearch: (f: TFinderForm) => void;
}) {
  const [form, setForm] = useState(initial);
  const field = (key: TFinderParam, label: string, type: 'text' | 'number' = 'text', width = 150) => (
    <TextField
      size="small"
      label={label}
      type={type}
      value={form[key]}
      onChange={(e) => setForm({ ...form, [key]: e.target.value })}
      sx={{ width }}
    />
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(form);
  };
  return (
    <Box
      component="form"
      role="search"
      aria-label="Prop search"
      onSubmit={submit}
      sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', mb: 2 }}
    >
      <TextField
        select
        size="small"
        label="Sport"
        value={form.sport}
        onChange={(e) => setForm({ ...form, sport: e.target.value })}
        sx={{ width: 110 }}
      >
        <MenuItem value="">All</MenuItem>
        {ZSportCode.options.map((s) => (
          <MenuItem key={s} value={s}>
            {s.toUpperCase()}
          </MenuItem>
        ))}
      </TextField>
      {field('player', 'Player', 'text', 180)}
      {field('market', 'Market')}
      {field('book', 'Book')}
      {field('minEdge', 'Min edge (percentage points)', 'number', 240)}
      {field('minEv', 'Min EV / 100', 'number', 120)}
      {field('minHitRate', 'Min L10 hit %', 'number', 130)}
      <Button type="submit" variant="contained">
        Search
      </Button>
    </Box>
  );
}
