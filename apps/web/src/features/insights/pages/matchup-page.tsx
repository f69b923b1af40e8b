import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TGame } from '@dfs/contracts';
import { LoadingRows, PageState, SelectField } from '../../../shared/ui';
import { useGames, useTeamProfile } from '../api/insights-api';
import { impliedTotals, oneDecimal, spread, startsAt } from '../components/format';
import { InsightPage, StatusChip } from '../components/insight-page';
import { PlayerLink, TeamLink } from '../components/links';
import { DvpTable } from '../components/dvp-table';

const GAME_PARAM = 'fdw-gameId';

/** One side of a matchup: implied total, key players (best recent DraftKings average), injuries. */
function Side({ teamId, abbr, implied }: { teamId: string; abbr: string; implied: number | null }) {
  const profile = useTeamProfile('nfl', teamId);
  return (
    <Paper variant="outlined" sx={{ p: 1.5, minWidth: 0 }} component="section" aria-label={`${abbr} side`}>
      <Typography variant="h6" component="h2">
        <TeamLink teamId={teamId}>{abbr}</TeamLink>
        {implied !== null ? ` · implied ${implied} pts` : ''}
      </Typography>
      {profile.isPending ? (
        <LoadingRows rows={4} />
      ) : profile.data ? (
        <>
          <Typography variant="subtitle2" component="h3">
            Key players (DK pts, last 10)
          </Typography>
          <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
            {[...profile.data.roster]
              .filter((p) => p.dkPointsAvg !== null)
              .sort((a, b) => (b.dkPointsAvg ?? 0) - (a.dkPointsAvg ?? 0))
              .slice(0, 5)
              .map((p) => (
                <Typography component="li" variant="body2" key={p.playerId ?? p.name}>
                  <PlayerLink playerId={p.playerId}>{p.name}</PlayerLink> {p.Position} ·{' '}
                  {oneDecimal(p.dkPointsAvg)}
                </Typography>
              ))}
          </Box>
          <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
            Injuries
          </Typography>
          {profile.data.injuries.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              None reported.
            </Typography>
          ) : (
            profile.data.injuries.map((i) => (
              <Typography variant="body2" component="div" key={`${i.playerId}-${i.status}`} sx={{ mb: 0.5 }}>
                <PlayerLink playerId={i.playerId}>{i.name}</PlayerLink> {i.Position}{' '}
                <StatusChip status={i.status} />
              </Typography>
            ))
          )}
        </>
      ) : (
        <Typography color="error">This team’s profile could not be loaded.</Typography>
      )}
    </Paper>
  );
}

function Matchup({ game }: { game: TGame }) {
  const odds = game.odds?.[0];
  const implied = odds ? impliedTotals(odds.total, odds.homeSpread) : null;
  return (
    <>
      <Typography component="p">
        {startsAt(game.startTime)}
        {odds
          ? ` · Total ${odds.total} · ${game.home} ${spread(odds.homeSpread)} (${odds.book})`
          : ' · No line yet'}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Side teamId={game.awayTeamId} abbr={game.away} implied={implied?.away ?? null} />
        <Side teamId={game.homeTeamId} abbr={game.home} implied={implied?.home ?? null} />
      </Box>
      <DvpTable game={game} />
    </>
  );
}

/** One NFL game in depth: implied totals, spread, defence against each position, injuries, key players. */
export default function MatchupPage() {
  const [params, setParams] = useSearchParams();
  const query = useGames('nfl');
  const games = (query.data ?? []).filter((g) => g.status !== 'final');
  const game = games.find((g) => g.id === params.get(GAME_PARAM)) ?? games[0];
  return (
    <InsightPage
      title={game ? `NFL Matchup: ${game.away} @ ${game.home}` : 'NFL Matchup'}
      intro="Implied team totals, the spread, how each defence treats each position, injuries and key players."
      updated={game ? { at: game.updatedAt, provider: game.provider } : undefined}
      actions={
        games.length ? (
          <SelectField
            label="Game"
            value={game?.id ?? ''}
            options={games.map((g) => ({ value: g.id, label: `${g.away} @ ${g.home}` }))}
            onChange={(id) => setParams({ [GAME_PARAM]: id })}
          />
        ) : null
      }
    >
      <PageState
        query={query}
        isEmpty={() => !game}
        empty={{ title: 'No game to preview', reason: 'No NFL game is scheduled in the next eight days.' }}
      >
        {() => (game ? <Matchup game={game} /> : null)}
      </PageState>
    </InsightPage>
  );
}
