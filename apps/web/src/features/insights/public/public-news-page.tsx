import { PageState, PublicPreview } from '../../../shared/ui';
import { usePreviewNews } from '../api/insights-api';
import { NewsList } from '../components/news-list';
import { EmbedSnippet } from './embed-snippet';
import { usePathSport } from './public-sport';

/** /{sport}-news: the newest news items as a preview, with the sign-up call to action. */
export default function PublicNewsPage() {
  const sport = usePathSport();
  const query = usePreviewNews(sport);
  const label = sport.toUpperCase();
  return (
    <PublicPreview
      title={`${label} News`}
      description={`The latest ${label} player news with our fantasy analysis.`}
      cta={{ what: 'news items', total: query.data?.total, shown: query.data?.rows.length }}
    >
      <PageState
        query={query}
        isEmpty={(d) => d.rows.length === 0}
        empty={{ title: 'No news yet', reason: `No ${label} news has come in today.` }}
      >
        {(d) => <NewsList items={d.rows} />}
      </PageState>
      <EmbedSnippet path={`/news-widget?sport=${sport}`} title={`${label} news`} />
    </PublicPreview>
  );
}
