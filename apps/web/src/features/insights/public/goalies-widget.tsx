import Box from '@mui/material/Box';
import { PageState } from '../../../shared/ui';
import { usePreviewGoalies } from '../api/insights-api';
import { GoalieCard } from '../components/goalie-card';
import { WidgetFrame } from './widget-frame';

/** /nhl-starting-goalies-widget: tonight's starting goalies, embeddable. */
export default function GoaliesWidget() {
  const query = usePreviewGoalies();
  return (
    <WidgetFrame title="NHL Starting Goalies" more="/nhl-starting-goalies">
      <PageState query={query} isEmpty={(d) => d.rows.length === 0} empty={{ title: 'No goalies yet' }}>
        {(d) => (
          <Box sx={{ display: 'grid', gap: 1 }}>
            {d.rows.map((g) => (
              <GoalieCard key={g.gameId} game={g} dense />
            ))}
          </Box>
        )}
      </PageState>
    </WidgetFrame>
  );
}
