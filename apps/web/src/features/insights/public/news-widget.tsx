import { PageState } from '../../../shared/ui';
import { usePreviewNews } from '../api/insights-api';
import { NewsList } from '../components/news-list';
import { useQuerySport } from './public-sport';
import { WidgetFrame } from './widget-frame';

/** /news-widget?sport=nba: the newest news headlines, embeddable. */
export default function NewsWidget() {
  const sport = useQuerySport();
  const query = usePreviewNews(sport);
  return (
    <WidgetFrame title={`${sport.toUpperCase()} News`} more={`/${sport}-news`}>
      <PageState query={query} isEmpty={(d) => d.rows.length === 0} empty={{ title: 'No news yet' }}>
        {(d) => <NewsList items={d.rows} dense />}
      </PageState>
    </WidgetFrame>
  );
}
