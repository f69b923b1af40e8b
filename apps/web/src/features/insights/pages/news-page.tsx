import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { PageState, PlanGate, newestTime } from '../../../shared/ui';
import { useLayoutContext } from '../../../shared/layout/layout-context';
import { useNews } from '../api/insights-api';
import { InsightPage } from '../components/insight-page';
import { NewsList, type TNewsItem } from '../components/news-list';

const matches = (n: TNewsItem, q: string) =>
  [n.headline, n.news, n.analysis, n.playerName ?? '', n.team ?? ''].some((t) => t.toLowerCase().includes(q));

function NewsFeed() {
  const { sport } = useLayoutContext();
  const [search, setSearch] = useState('');
  const query = useNews(sport);
  const items = query.data ?? [];
  const q = search.trim().toLowerCase();
  return (
    <InsightPage
      title={`${sport.toUpperCase()} News`}
      intro="Player news with our analysis, newest first."
      updated={{ at: newestTime(items.map((n) => n.updatedAt)), provider: items[0]?.provider }}
      actions={
        <TextField
          size="small"
          type="search"
          label="Search news"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      }
    >
      <PageState
        query={query}
        isEmpty={(d) => d.filter((n) => matches(n, q)).length === 0}
        empty={{
          title: q ? 'No news matches your search' : 'No news yet',
          reason: q
            ? 'Try a player, team or a shorter word.'
            : 'The news feed has not delivered any item today.',
        }}
      >
        {(d) => <NewsList items={d.filter((n) => matches(n, q))} />}
      </PageState>
    </InsightPage>
  );
}

/** News of the sport (Platinum): headline, news, analysis, player and team, with search. */
export default function NewsPage() {
  const { sport, planType } = useLayoutContext();
  return (
    <PlanGate
      plan={planType}
      feature="news"
      title={`${sport.toUpperCase()} News`}
      description="Breaking player news with our analysis of what it means for your lineups."
    >
      <NewsFeed />
    </PlanGate>
  );
}
