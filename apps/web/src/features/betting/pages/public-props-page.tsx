import { useLocation } from 'react-router';
import { ZSportCode } from '@dfs/contracts';
import { PageState, PublicPreview } from '../../../shared/ui';
import { usePropPreview } from '../api/betting-api';
import { FeedLine } from '../components/feed-line';
import { PropTable } from '../components/prop-table';
import { noPropsYet } from '../components/betting-format';

/** /{sport}-props and /{sport}-projection: the first rows of the prop analyzer, no login needed. */
export default function PublicPropsPage() {
  const { pathname } = useLocation();
  const [, code, kind] = /^\/(\w+)-(props|projection)/.exec(pathname) ?? [];
  const sport = ZSportCode.catch('nfl').parse(code);
  const query = usePropPreview(sport);
  const title = `${sport.toUpperCase()} ${kind === 'projection' ? 'Prop Projections' : 'Player Props'}`;
  return (
    <PublicPreview
      title={title}
      description="Today's player props with the best price across books, our projection, the edge, expected value and hit rates."
      cta={{ what: 'props', total: query.data?.total, shown: query.data?.rows.length }}
    >
      <PageState query={query} isEmpty={(d) => d.rows.length === 0} empty={noPropsYet(sport)}>
        {(data) => (
          <>
            <FeedLine updatedAt={data.updatedAt} books={data.books} />
            <PropTable label={`${title} preview`} rows={data.rows} pageSize={10} />
          </>
        )}
      </PageState>
    </PublicPreview>
  );
}
