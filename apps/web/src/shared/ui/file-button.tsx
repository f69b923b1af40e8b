import { useRef } from 'react';
import Button from '@mui/material/Button';

/** A button that opens a file chooser and hands over the chosen file's name and text. */
export function FileButton(props: {
  label: string;
  disabled?: boolean;
  /** The file types offered (default CSV). */
  accept?: string;
  onFile: (file: { name: string; csv: string }) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        disabled={props.disabled ?? false}
        onClick={() => input.current?.click()}
      >
        {props.label}
      </Button>
      <input
        ref={input}
        type="file"
        accept={props.accept ?? '.csv,text/csv'}
        hidden
        aria-label={props.label}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void file.text().then((csv) => props.onFile({ name: file.name, csv }));
        }}
      />
    </>
  );
}
