import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import Typography from '@mui/material/Typography';
import { PlayerLink } from './links';

/** A player in a grid cell, with the marks the legend explains. */
export type TGridPlayer = {
  playerId: string | null;
  name: string;
  /** Injury report status (Q, D, O, IR...): the name turns red with the status after it. */
  injury?: string | null;
  rookie?: boolean;
};
export type TGridRow = { label: string; players: (TGridPlayer | undefined)[] };

const cell = {
  borderBottom: 1,
  borderColor: 'divider',
  px: { xs: 0.25, sm: 0.75 },
  py: 0.5,
  textAlign: 'left',
  verticalAlign: 'top',
  // Long names break inside their cell on a phone instead of pushing the table wider.
  overflowWrap: 'anywhere',
} as const;

/** The rookie mark: a green R, read out as "rookie". */
export function RookieMark() {
  return (
    <Box
      component="abbr"
      title="Rookie"
      sx={{ color: 'success.dark', fontWeight: 700, textDecoration: 'none', ml: 0.25, fontSize: '0.85em' }}
    >
      <span aria-hidden="true">R</span>
      <Box component="span" sx={visuallyHidden}>
        {' '}
        (rookie)
      </Box>
    </Box>
  );
}

function Player({ p }: { p: TGridPlayer }) {
  return (
    <Box component="span" sx={{ color: p.injury ? 'error.main' : undefined }}>
      <PlayerLink playerId={p.playerId}>{p.name}</PlayerLink>
      {p.rookie ? <RookieMark /> : null}
      {p.injury ? ` (${p.injury})` : null}
    </Box>
  );
}

/**
 * Positions (or lines) down, slots across: the depth chart's players 1-5 per position and the
 * NHL lines' LW-C-RW, defence pairs and power-play units. The table keeps to its card's width
 * at 390 px: fixed columns, names wrap inside their cell.
 */
export function PositionGrid({
  caption,
  corner,
  columns,
  rows,
}: {
  /** Read by screen readers: what the table is (e.g. "Arizona Cardinals depth chart"). */
  caption: string;
  /** Header of the row labels' column. */
  corner: string;
  columns: string[];
  rows: TGridRow[];
}) {
  return (
    <Box
      component="table"
      sx={{ borderCollapse: 'collapse', width: '100%', tableLayout: 'fixed', fontSize: { xs: 11.5, sm: 13 } }}
    >
      <Box component="caption" sx={{ position: 'absolute', left: -9999 }}>
        {caption}
      </Box>
      <thead>
        <tr>
          <Box component="th" scope="col" sx={{ ...cell, width: { xs: 32, sm: 46 } }}>
            {corner}
          </Box>
          {columns.map((c, i) => (
            <Box component="th" scope="col" key={i} sx={cell}>
              {c}
            </Box>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.label}>
            <Box component="th" scope="row" sx={cell}>
              {r.label}
            </Box>
            {columns.map((_, i) => {
              const p = r.players[i];
              return (
                <Box component="td" key={i} sx={cell}>
                  {p ? <Player p={p} /> : null}
                </Box>
              );
            })}
          </tr>
        ))}
      </tbody>
    </Box>
  );
}

/** What the marks of a position grid mean, shown once above the cards. */
export function PositionGridLegend({
  order,
  statuses,
  rookies = false,
}: {
  /** What the columns' order means. */
  order: ReactNode;
  /** The injury statuses this sport uses, explained. */
  statuses: string;
  rookies?: boolean;
}) {
  return (
    <Typography variant="body2" color="text.secondary" component="p" data-testid="grid-legend">
      Legend: {order}{' '}
      <Box component="span" sx={{ color: 'error.main', fontWeight: 700 }}>
        Red (status)
      </Box>{' '}
      is a player on the injury report with his status ({statuses}).
      {rookies ? (
        <>
          {' '}
          <RookieMark /> marks a rookie.
        </>
      ) : null}
    </Typography>
  );
}
