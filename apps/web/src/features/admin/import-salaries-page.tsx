import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  OPERATORS,
  OPERATOR_LABELS,
  SPORTS,
  type TGameType,
  type TImportReport,
  type TOperator,
  type TSportCode,
} from '@dfs/contracts';
import { ErrorState, FileButton, RejectedRows, SelectField } from '../../shared/ui';
import { AdminFrame } from './admin-frame';
import { useImportSalaries } from './admin-api';

const GAME_TYPES: { value: TGameType; label: string }[] = [
  { value: 'classic', label: 'Classic' },
  { value: 'single', label: 'Showdown / single game' },
];

type TFile = { name: string; csv: string };

/** What the import did: players new and updated, the server's note (past games), rows left out. */
function ImportResult({ report, message }: { report: TImportReport; message: string }) {
  // The server appends the past-games warning to its message: such a slate is not listed.
  const past = / Its games were played.*$/.exec(message)?.[0].trim() ?? null;
  const severity = past || report.rejectedCount ? 'warning' : 'success';
  return (
    <Alert severity={severity} role="status" sx={{ mt: 2 }}>
      <AlertTitle>{past ? 'Imported, but the slate will not show' : 'Slate imported'}</AlertTitle>
      <Typography>
        {report.slate ? `${report.slate.name}: ` : ''}
        {report.imported} players imported, {report.updated} updated
        {report.rejectedCount ? `, ${report.rejectedCount} row(s) left out` : ''}.
      </Typography>
      {past ? <Typography sx={{ mt: 1 }}>{past}</Typography> : null}
      <RejectedRows rows={report.rejected} />
    </Alert>
  );
}

/**
 * /import-salaries: an admin imports an operator's salary file (DraftKings or FanDuel export) as a
 * slate every user sees, and is told what was imported and when the file's games are already past.
 */
export default function ImportSalariesPage() {
  const [sport, setSport] = useState<TSportCode>('nfl');
  const [operator, setOperator] = useState<TOperator>('draftkings');
  const [gameType, setGameType] = useState<TGameType>('classic');
  const [name, setName] = useState('');
  const [file, setFile] = useState<TFile | null>(null);
  const importer = useImportSalaries();

  const choose = (chosen: TFile) => {
    setFile(chosen);
    importer.reset();
    if (!name) setName(chosen.name.replace(/\.csv$/i, '').slice(0, 100));
  };
  const submit = () => {
    if (!file) return;
    importer.mutate({
      sport,
      operator,
      gameType,
      csv: file.csv,
      ...(name.trim() ? { name: name.trim() } : {}),
    });
  };

  return (
    <AdminFrame title="Import salaries">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        The operator&apos;s salary export becomes a slate listed for every user, with projections from the
        players&apos; average points until projections are imported.
      </Typography>
      <Box
        component="form"
        aria-label="Salary file import"
        onSubmit={(e) => (e.preventDefault(), submit())}
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}
      >
        <SelectField
          label="Sport"
          value={sport}
          options={SPORTS.map((s) => ({ value: s.code, label: s.name }))}
          onChange={setSport}
          sx={{ minWidth: 110 }}
        />
        <SelectField
          label="Operator"
          value={operator}
          options={OPERATORS.map((o) => ({ value: o, label: OPERATOR_LABELS[o] }))}
          onChange={setOperator}
          sx={{ minWidth: 140 }}
        />
        <SelectField
          label="Game type"
          value={gameType}
          options={GAME_TYPES}
          onChange={setGameType}
          sx={{ minWidth: 200 }}
        />
        <TextField
          size="small"
          label="Slate name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 100 } }}
          sx={{ flex: '1 1 200px' }}
        />
        <FileButton label="Choose salary file" onFile={choose} />
        <Typography aria-live="polite" sx={{ flex: '1 1 100%' }} color="text.secondary">
          {file ? `Chosen: ${file.name}` : 'No file chosen yet.'}
        </Typography>
        <Button type="submit" variant="contained" disabled={!file || importer.isPending}>
          Import
        </Button>
      </Box>
      {importer.isPending ? (
        <Box role="status" aria-label="Importing" sx={{ mt: 2 }}>
          <Typography>Importing {file?.name}…</Typography>
          <LinearProgress />
        </Box>
      ) : null}
      {importer.isError ? (
        <Box sx={{ mt: 2 }}>
          <ErrorState error={importer.error} />
        </Box>
      ) : null}
      {importer.data ? <ImportResult report={importer.data.data} message={importer.data.message} /> : null}
    </AdminFrame>
  );
}
