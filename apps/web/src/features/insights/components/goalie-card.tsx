import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { gameSides, type TEndpointData } from '@dfs/contracts';
import { startsAt } from './format';
import { StatusChip } from './insight-page';
import { PlayerLink } from './links';

export type TGameGoalies = TEndpointData<'nhlGoalies'>[number];

/** One game's two goalies: Confirmed / Likely / Unconfirmed and their season numbers. */
export function GoalieCard({ game, dense = false }: { game: TGameGoalies; dense?: boolean }) {
  const [away, home] = gameSides(game.game);
  const sides = [away, home].map((abbr) => ({ abbr, g: game.goalies.find((x) => x.team === abbr) }));
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-label={`${game.game} goalies`}
      sx={{ p: dense ? 1 : 1.5, minWidth: 0 }}
    >
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {away} @ {home}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p">
        {startsAt(game.startTime)}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1, mt: 1 }}>
        {sides.map(({ abbr, g }) => (
          <Box key={abbr} sx={{ minWidth: 0 }}>
            <Typography variant="caption" color="text.secondary" component="p">
              {abbr}
            </Typography>
            {g ? (
              <>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  <PlayerLink playerId={g.playerId}>{g.name}</PlayerLink>
                </Typography>
                <StatusChip status={g.status} />
                {!dense ? (
                  <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 0.5 }}>
                    {g.season.games} GP · {g.season.wins} W · GAA {g.season.goalsAgainstAvg ?? '–'} · SV%{' '}
                    {g.season.savePct === null ? '–' : g.season.savePct.toFixed(3).replace(/^0/, '')}
                  </Typography>
                ) : null}
              </>
            ) : (
              <StatusChip status="unknown" />
            )}
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
