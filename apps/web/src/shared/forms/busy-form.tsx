import type { FormEvent, ReactNode } from 'react';
import Stack from '@mui/material/Stack';

/**
 * A form of stacked fields, all disabled while it is being submitted (one frameless fieldset), that
 * validates through its schema rather than the browser's messages.
 */
export function BusyForm(props: {
  /** The form's accessible name. */
  label: string;
  busy: boolean;
  onSubmit: (e: FormEvent<HTMLFormElement>) => Promise<void>;
  children: ReactNode;
}) {
  return (
    <form onSubmit={(e) => void props.onSubmit(e)} noValidate aria-label={props.label}>
      <fieldset disabled={props.busy} style={{ border: 0, padding: 0, margin: 0 }}>
        <Stack spacing={2}>{props.children}</Stack>
      </fieldset>
    </form>
  );
}
