import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ZBestBetPropRequest, type TAnalyzedProp } from '@dfs/contracts';
import { formatOdds, marketLabel } from './betting-format';
import { LineField, numberOf, PickForm, PriceAndSave, priceRequest, usePickSave } from './pick-fields';

const propLabel = (p: TAnalyzedProp) =>
  `${p.name} (${p.team}) · ${marketLabel(p.market)} ${p.line} · ${p.game}`;

/** A player-prop pick: chosen from the day's NFL props, starting from the best price of the side. */
export function PropPickForm({
  props,
  onSave,
  saving,
}: {
  props: TAnalyzedProp[];
  onSave: (pick: unknown) => Promise<boolean>;
  saving: boolean;
}) {
  const [prop, setProp] = useState<TAnalyzedProp | null>(null);
  const [side, setSide] = useState<'over' | 'under'>('over');
  const [line, setLine] = useState('');
  const { price, setPrice, errors, setErrors, save } = usePickSave(onSave);
  const start = (p: TAnalyzedProp | null, s: 'over' | 'under') => {
    const best = p?.[s];
    setLine(p ? String(p.line) : '');
    setPrice((x) => ({ ...x, odds: best ? String(best.price) : '', book: best?.books[0] ?? '' }));
  };
  const submit = async () => {
    if (!prop) return setErrors({ prop: 'Choose a prop' });
    const parsed = ZBestBetPropRequest.safeParse({
      gameId: prop.gameId,
      playerId: prop.playerId,
      market: prop.market,
      side,
      line: numberOf(line),
      ...priceRequest(price),
    });
    await save(parsed);
  };
  return (
    <PickForm label="Prop pick" onSubmit={submit}>
      <Autocomplete
        options={props}
        value={prop}
        getOptionLabel={propLabel}
        onChange={(_e, p) => {
          setProp(p);
          start(p, side);
        }}
        renderInput={(params) => (
          <TextField
            {...params}
            size="small"
            label="Player prop"
            error={!!errors.prop}
            helperText={errors.prop}
          />
        )}
        sx={{ maxWidth: 560 }}
      />
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label="Side"
          value={side}
          sx={{ minWidth: 110 }}
          onChange={(e) => {
            const s = e.target.value as 'over' | 'under';
            setSide(s);
            start(prop, s);
          }}
        >
          <MenuItem value="over">Over {prop?.over ? formatOdds(prop.over.price) : ''}</MenuItem>
          <MenuItem value="under">Under {prop?.under ? formatOdds(prop.under.price) : ''}</MenuItem>
        </TextField>
        <LineField value={line} error={errors.line} onChange={setLine} />
      </Box>
      <PriceAndSave
        price={price}
        onPrice={setPrice}
        errors={errors}
        saving={saving}
        label="Save best bet prop"
      />
    </PickForm>
  );
}
