import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TAnalyzedProp } from '@dfs/contracts';
import { PageState } from '../../../shared/ui';
import { GatedToolPage } from '../components/gated-tool-page';
import { usePropFinder } from '../api/betting-api';
import { FeedLine } from '../components/feed-line';
import {
  FINDER_PARAMS,
  FinderForm,
  formFromParams,
  requestOf,
  type TFinderForm,
} from '../components/finder-form';
import { KellySelect } from '../components/kelly-select';
import { PropChart } from '../components/prop-chart';
import { PropTable } from '../components/prop-table';
import { DEFAULT_KELLY } from '../components/betting-format';

function Finder() {
  const [params, setParams] = useSearchParams();
  const form = formFromParams(params);
  const request = useMemo(() => requestOf(formFromParams(params)), [params]);
  const query = usePropFinder(request, true);
  const [kelly, setKelly] = useState<number>(DEFAULT_KELLY);
  const [chart, setChart] = useState<TAnalyzedProp | null>(null);
  const search = (f: TFinderForm) =>
    setParams(new URLSearchParams(FINDER_PARAMS.filter((k) => f[k].trim()).map((k) => [k, f[k].trim()])));
  return (
    <>
      <FinderForm key={params.toString()} initial={form} onSearch={search} />
      <PageState
        query={query}
        isEmpty={(d) => d.rows.length === 0}
        empty={{
          title: 'No prop matches this search',
          reason: 'Try part of a name, another market or a lower minimum.',
        }}
      >
        {(data) => (
          <>
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
              <Box sx={{ flex: 1 }}>
                <FeedLine updatedAt={data.updatedAt} books={data.books} />
                <Typography variant="body2" color="text.secondary" aria-live="polite">
                  {data.total > data.rows.length
                    ? `Showing ${data.rows.length} of ${data.total} props`
                    : `${data.total} props`}
                </Typography>
              </Box>
              <KellySelect value={kelly} onChange={setKelly} />
            </Box>
            <PropTable
              label="Prop finder results"
              rows={data.rows}
              kelly={kelly}
              showSport
              onShowChart={setChart}
            />
            {chart ? <PropChart prop={chart} onClose={() => setChart(null)} /> : null}
          </>
        )}
      </PageState>
    </>
  );
}

/** betting/prop-finder: every prop of every sport searched by player, market, book, edge, EV, hit rate (Platinum). */
export default function PropFinderPage() {
  return (
    <GatedToolPage
      title="Prop Finder"
      feature="propFinder"
      description="Search every prop of every sport by player, market, book, edge, expected value and hit rate."
    >
      <Finder />
    </GatedToolPage>
  );
}
