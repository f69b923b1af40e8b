import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { TCsvProjectionReport } from '@dfs/contracts';

/** A button that opens a file chooser and hands over the chosen file's name and text. */
export function FileButton(props: {
  label: string;
  disabled?: boolean;
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
        accept=".csv,text/csv"
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

/** The row report of a projection upload. */
export function ProjectionReport({ report }: { report: TCsvProjectionReport }) {
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <Alert
      severity={report.rejected.length ? 'warning' : 'success'}
      onClose={() => setOpen(false)}
      sx={{ my: 1 }}
      role="status"
    >
      {report.applied} of {report.rows} rows applied.
      {report.rejected.length > 0 ? (
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          {report.rejected.slice(0, 20).map((r) => (
            <li key={r.line}>
              Line {r.line}: {r.reason}
            </li>
          ))}
        </Box>
      ) : null}
    </Alert>
  );
}
