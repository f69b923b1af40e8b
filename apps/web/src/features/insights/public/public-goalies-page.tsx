import Box from '@mui/material/Box';
import { PageState, PublicPreview } from '../../../shared/ui';
import { usePreviewGoalies } from '../api/insights-api';
import { GoalieCard } from '../components/goalie-card';
import { cardGridSx } from '../components/lineup-card';
import { EmbedSnippet } from './embed-snippet';

/** /nhl-starting-goalies: tonight's starting goalies as a preview. */
export default function PublicGoaliesPage() {
  const query = usePreviewGoalies();
  return (
    <PublicPreview
      title="NHL Starting Goalies"
      description="Who starts in goal: Confirmed by the team, Likely from reports, or Unconfirmed."
      cta={{ what: 'games', total: query.data?.total, shown: query.data?.rows.length }}
    >
      <PageState
        query={query}
        isEmpty={(d) => d.rows.length === 0}
        empty={{
          title: 'No goalies yet',
          reason: 'No NHL game today or tomorrow has a projected starter yet.',
        }}
      >
        {(d) => (
          <Box sx={cardGridSx}>
            {d.rows.map((g) => (
              <GoalieCard key={g.gameId} game={g} />
            ))}
          </Box>
        )}
      </PageState>
      <EmbedSnippet path="/nhl-starting-goalies-widget" title="NHL starting goalies" />
    </PublicPreview>
  );
}
