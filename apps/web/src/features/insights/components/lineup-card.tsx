import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { gameSides, type TEndpointData, type TGame } from '@dfs/contracts';
import { impliedTotals, spread, startsAt } from './format';
import { StatusChip } from './insight-page';
import { PlayerLink } from './links';

export type TGameLineups = TEndpointData<'nbaStartingLineups'>[number];

/** The betting line of a game as one sentence: total, spread, implied team totals. */
function GameLine({ game }: { game: TGame | undefined }) {
  const odds = game?.odds?.[0];
  if (!odds)
    return (
      <Typography variant="caption" color="text.secondary">
        No betting line yet.
      </Typography>
    );
  const implied = impliedTotals(odds.total, odds.homeSpread);
  return (
    <Typography variant="caption" color="text.secondary" component="p">
      Total {odds.total} · {game.home} {spread(odds.homeSpread)} · Implied {game.away} {implied.away},{' '}
      {game.home} {implied.home}
    </Typography>
  );
}

/**
 * One game's starting lineups: both teams, starters in batting or listed order, the lineup's status
 * (a team without a lineup yet shows Unknown), injured starters marked inline.
 */
export function LineupCard({
  lineup,
  game,
  injuries,
}: {
  lineup: TGameLineups;
  game?: TGame;
  injuries?: Map<string, string>;
}) {
  const [away, home] = gameSides(lineup.game);
  const sides = [away, home].map((abbr) => ({ abbr, team: lineup.teams.find((t) => t.team === abbr) }));
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-label={`${lineup.game} lineups`}
      sx={{ p: 1.5, minWidth: 0 }}
    >
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {away} @ {home}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p">
        {startsAt(lineup.startTime)}
      </Typography>
      {game !== undefined || injuries ? <GameLine game={game} /> : null}
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1, mt: 1 }}>
        {sides.map(({ abbr, team }) => (
          <Box key={abbr} sx={{ minWidth: 0 }}>
            <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center', mb: 0.5, flexWrap: 'wrap' }}>
              <Typography variant="subtitle2" component="h3">
                {abbr}
              </Typography>
              <StatusChip status={team?.status ?? 'unknown'} />
            </Box>
            <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
              {[...(team?.players ?? [])]
                .sort((a, b) => a.order - b.order)
                .map((p) => {
                  const injury = p.playerId ? injuries?.get(p.playerId) : undefined;
                  return (
                    <Typography component="li" variant="body2" key={`${p.order}-${p.name}`}>
                      <PlayerLink playerId={p.playerId}>{p.name}</PlayerLink>{' '}
                      <Typography component="span" variant="caption" color="text.secondary">
                        {p.position}
                      </Typography>
                      {injury ? (
                        <Typography component="span" variant="caption" color="error.main">
                          {' '}
                          ({injury})
                        </Typography>
                      ) : null}
                    </Typography>
                  );
                })}
            </Box>
            {!team ? (
              <Typography variant="caption" color="text.secondary">
                Lineup not posted yet.
              </Typography>
            ) : null}
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

/** Cards side by side on wide screens, one column on a phone. */
export const cardGridSx = {
  display: 'grid',
  gap: 1.5,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(340px, 1fr))' },
} as const;
