import { useCallback, useState } from 'react';
import { useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ZSportCode, type TAnalyzedProp } from '@dfs/contracts';
import { useLayoutContext } from '../../../shared/layout/layout-context';
import { PageState } from '../../../shared/ui';
import { GatedToolPage } from '../components/gated-tool-page';
import { usePropAnalyzer } from '../api/betting-api';
import { AnalyzerFilters, applyFilters, NO_FILTERS } from '../components/analyzer-filters';
import { FeedLine } from '../components/feed-line';
import { KellySelect } from '../components/kelly-select';
import { PropChart } from '../components/prop-chart';
import { PropTable } from '../components/prop-table';
import { DEFAULT_KELLY, noPropsYet } from '../components/betting-format';

/** The sport a projection path names (props/projection-nba), else the layout's sport. */
function useSportOfPath() {
  const { sport } = useLayoutContext();
  const named = ZSportCode.safeParse(/projection-(\w+)\/?$/.exec(useLocation().pathname)?.[1]);
  return named.success ? named.data : sport;
}

function Analyzer() {
  const sport = useSportOfPath();
  const query = usePropAnalyzer(sport);
  const [filters, setFilters] = useState(NO_FILTERS);
  const [kelly, setKelly] = useState<number>(DEFAULT_KELLY);
  const [chart, setChart] = useState<TAnalyzedProp | null>(null);
  const showChart = useCallback((row: TAnalyzedProp) => setChart(row), []);
  return (
    <PageState query={query} isEmpty={(d) => d.rows.length === 0} empty={noPropsYet(sport)}>
      {(data) => {
        const rows = applyFilters(data.rows, filters);
        return (
          <>
            <FeedLine updatedAt={data.updatedAt} books={data.books} />
            <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start', mt: 1 }}>
              <AnalyzerFilters rows={data.rows} value={filters} onChange={setFilters} />
              <KellySelect value={kelly} onChange={setKelly} />
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} aria-live="polite">
              {rows.length} of {data.rows.length} props
            </Typography>
            <PropTable
              label={`${sport.toUpperCase()} prop analyzer`}
              rows={rows}
              kelly={kelly}
              onShowChart={showChart}
              emptyText="No prop passes these filters: lower the minimum edge or clear a filter."
            />
            {chart ? <PropChart prop={chart} onClose={() => setChart(null)} /> : null}
          </>
        );
      }}
    </PageState>
  );
}

/** props/projection-{sport}: every prop of the day with edge, EV, Kelly and hit rates (Premium+). */
export default function PropAnalyzerPage() {
  return (
    <GatedToolPage
      title="Prop Analyzer"
      feature="propAnalyzer"
      description="Every player prop of the day with the best price, our projection, edge, expected value, Kelly stake and hit rates."
    >
      <Analyzer />
    </GatedToolPage>
  );
}
