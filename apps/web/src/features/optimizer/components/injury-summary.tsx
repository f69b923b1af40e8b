import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { TPoolRow } from './player-pool-table';

/** Names listed before "and N more". */
const LISTED = 8;

/** An out player is in builds only when the user locked him or gave him a projection. */
export const isBenched = (r: TPoolRow) =>
  r.injuryLevel === 'out' && r.type !== 'lock' && r.ownProjection === null;

/**
 * Above the pool: who is out (and why), left out of builds; who is doubtful or questionable, with
 * one action that sets their projections to 0 (Premium: own projections).
 */
export function InjurySummary(props: {
  rows: readonly TPoolRow[];
  canEdit: boolean;
  busy: boolean;
  onZero: (players: TPoolRow[]) => void;
}) {
  const [showAll, setShowAll] = useState(false);
  // The best scorers first: those are the ones a build would have taken.
  const out = props.rows.filter(isBenched).sort((a, b) => (b.avgPoints ?? 0) - (a.avgPoints ?? 0));
  const doubtful = props.rows.filter(
    (r) => (r.injuryLevel === 'doubtful' || r.injuryLevel === 'questionable') && r.ownProjection !== 0,
  );
  if (out.length === 0 && doubtful.length === 0) return null;
  const shown = showAll ? out : out.slice(0, LISTED);
  return (
    <Box sx={{ display: 'grid', gap: 1, mb: 1 }}>
      {out.length > 0 ? (
        <Alert severity="error" role="region" aria-label="Players out">
          <AlertTitle>
            {out.length} player{out.length === 1 ? ' is' : 's are'} out: projected 0 and left out of builds
          </AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {shown.map((r) => (
              <li key={r.id}>
                <strong>{r.name}</strong> ({r.team}): {r.injuryNote ?? r.injury}
              </li>
            ))}
          </Box>
          {out.length > LISTED ? (
            <Button size="small" onClick={() => setShowAll((v) => !v)}>
              {showAll ? 'Show fewer' : `Show all ${out.length}`}
            </Button>
          ) : null}
          <Box sx={{ mt: 0.5 }}>Lock a player or give him your projection to build with him.</Box>
        </Alert>
      ) : null}
      {doubtful.length > 0 ? (
        <Alert
          severity="warning"
          role="region"
          aria-label="Players doubtful or questionable"
          action={
            props.canEdit ? (
              <Button
                color="inherit"
                size="small"
                disabled={props.busy}
                onClick={() => props.onZero(doubtful)}
              >
                Set their projections to 0
              </Button>
            ) : undefined
          }
        >
          {doubtful.length} doubtful or questionable:{' '}
          {doubtful
            .slice(0, LISTED)
            .map((r) => `${r.name} (${r.injury})`)
            .join(', ')}
          {doubtful.length > LISTED ? ` and ${doubtful.length - LISTED} more` : ''}.
          {props.canEdit ? '' : ' Premium: set your own projections to leave them out.'}
        </Alert>
      ) : null}
    </Box>
  );
}
