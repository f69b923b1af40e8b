import { useState, type FormEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';

export type TPriceFields = { odds: string; units: string; book: string; note: string };
export const EMPTY_PRICE: TPriceFields = { odds: '', units: '1', book: '', note: '' };

/** Odds, units, book and analysis: the fields every best bet has. */
export function PriceFields({
  value,
  onChange,
  errors,
}: {
  value: TPriceFields;
  onChange: (v: TPriceFields) => void;
  errors: Record<string, string>;
}) {
  const field = (key: keyof TPriceFields, label: string, type = 'text', width: number | string = 140) => (
    <TextField
      size="small"
      label={label}
      type={type}
      value={value[key]}
      onChange={(e) => onChange({ ...value, [key]: e.target.value })}
      error={!!errors[key]}
      helperText={errors[key]}
      sx={{ width }}
      {...(key === 'note' ? { multiline: true, minRows: 2 } : {})}
    />
  );
  return (
    <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
      {field('odds', 'Odds (American)', 'number')}
      {field('units', 'Units', 'number', 100)}
      {field('book', 'Book')}
      {field('note', 'Analysis', 'text', '100%')}
    </Box>
  );
}

/** Number of a text field, or undefined when empty (the schema then names the missing field). */
export const numberOf = (v: string) => (v.trim() === '' ? undefined : Number(v));

/** The price fields as a best-bet request's part: odds and units as numbers, book and note if given. */
export const priceRequest = (price: TPriceFields) => ({
  odds: numberOf(price.odds),
  units: numberOf(price.units),
  ...(price.book.trim() ? { book: price.book.trim() } : {}),
  ...(price.note.trim() ? { note: price.note.trim() } : {}),
});

/** First message per field of a zod error, for the form's helper texts. */
export function fieldErrors(issues: { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const i of issues) {
    const key = String(i.path[0] ?? 'form');
    out[key] ??= i.message;
  }
  return out;
}

/** The form of a pick: submitting it runs `onSubmit` instead of reloading the page. */
export function PickForm(props: { label: string; onSubmit: () => Promise<unknown>; children: ReactNode }) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void props.onSubmit();
  };
  return (
    <Box component="form" aria-label={props.label} onSubmit={submit} sx={{ display: 'grid', gap: 1.5 }}>
      {props.children}
    </Box>
  );
}

type TParsedPick =
  | { success: true; data: unknown }
  | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };

/**
 * A pick form's price and field errors, and its save: a parse that failed shows its errors by
 * field; a good one is saved and, once saved, the price fields start empty again.
 */
export function usePickSave(onSave: (pick: unknown) => Promise<boolean>) {
  const [price, setPrice] = useState(EMPTY_PRICE);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = async (parsed: TParsedPick) => {
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    setErrors({});
    if (await onSave(parsed.data)) setPrice(EMPTY_PRICE);
  };
  return { price, setPrice, errors, setErrors, save };
}

/** The line of a pick, in half points (a moneyline has none: the field is then disabled and empty). */
export function LineField({
  value,
  error,
  onChange,
  disabled = false,
}: {
  value: string;
  error: string | undefined;
  onChange: (line: string) => void;
  disabled?: boolean;
}) {
  return (
    <TextField
      size="small"
      type="number"
      label="Line"
      value={disabled ? '' : value}
      disabled={disabled}
      error={!!error}
      helperText={error}
      onChange={(e) => onChange(e.target.value)}
      sx={{ width: 110 }}
      slotProps={{ htmlInput: { step: 0.5 } }}
    />
  );
}

/** The price fields and the save button that end every best-bet form. */
export function PriceAndSave(props: {
  price: TPriceFields;
  onPrice: (price: TPriceFields) => void;
  errors: Record<string, string>;
  saving: boolean;
  label: string;
}) {
  return (
    <>
      <PriceFields value={props.price} onChange={props.onPrice} errors={props.errors} />
      <Box>
        <Button type="submit" variant="contained" disabled={props.saving}>
          {props.label}
        </Button>
      </Box>
    </>
  );
}
