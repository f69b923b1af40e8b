import Box from '@mui/material/Box';
import { PageState, PublicPreview } from '../../../shared/ui';
import { usePreviewLineups } from '../api/insights-api';
import { LineupCard, cardGridSx } from '../components/lineup-card';
import { EmbedSnippet } from './embed-snippet';
import { usePathSport } from './public-sport';

/** /nba-daily-lineups, /mlb-daily-lineups: today's lineups as a preview. */
export default function PublicLineupsPage() {
  const sport = usePathSport('nba') === 'mlb' ? 'mlb' : 'nba';
  const query = usePreviewLineups(sport);
  const label = sport.toUpperCase();
  return (
    <PublicPreview
      title={`${label} Daily Lineups`}
      description={`Today's ${label} starting lineups: Confirmed once the team posts them, Expected before.`}
      cta={{ what: 'games', total: query.data?.total, shown: query.data?.rows.length }}
    >
      <PageState
        query={query}
        isEmpty={(d) => d.rows.length === 0}
        empty={{ title: 'No lineups yet', reason: `No ${label} game today or tomorrow has a lineup yet.` }}
      >
        {(d) => (
          <Box sx={cardGridSx}>
            {d.rows.map((l) => (
              <LineupCard key={l.gameId} lineup={l} />
            ))}
          </Box>
        )}
      </PageState>
      <EmbedSnippet path={`/${sport}-daily-lineups-widget`} title={`${label} daily lineups`} />
    </PublicPreview>
  );
}
