import Box from '@mui/material/Box';
import { PageState } from '../../../shared/ui';
import { usePreviewLineups } from '../api/insights-api';
import { LineupCard } from '../components/lineup-card';
import { usePathSport } from './public-sport';
import { WidgetFrame } from './widget-frame';

/** /nba-daily-lineups-widget, /mlb-daily-lineups-widget: today's lineups, embeddable. */
export default function LineupsWidget() {
  const sport = usePathSport('nba') === 'mlb' ? 'mlb' : 'nba';
  const query = usePreviewLineups(sport);
  return (
    <WidgetFrame title={`${sport.toUpperCase()} Daily Lineups`} more={`/${sport}-daily-lineups`}>
      <PageState query={query} isEmpty={(d) => d.rows.length === 0} empty={{ title: 'No lineups yet' }}>
        {(d) => (
          <Box sx={{ display: 'grid', gap: 1 }}>
            {d.rows.map((l) => (
              <LineupCard key={l.gameId} lineup={l} />
            ))}
          </Box>
        )}
      </PageState>
    </WidgetFrame>
  );
}
