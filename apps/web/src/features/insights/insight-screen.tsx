import { lazy, Suspense, useMemo } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import Button from '@mui/material/Button';
import { navItems } from '../../shared/navigation/nav-catalog';
import { EmptyState, LoadingRows } from '../../shared/ui';
import { useLayoutContext } from '../layout/layout-params';
import { SCREEN_PAGES, insightPages } from './insights-pages';

/**
 * insight/:screen: the screen's own page (its own chunk) when the navigation catalogue lists it for
 * the layout's sport; else says the page does not exist. One route instead of one per screen keeps
 * the entry chunk (and so the first visit to /sign-up) small.
 */
export default function InsightScreen() {
  const screen = useParams().screen ?? '';
  const { sport } = useLayoutContext();
  const known = navItems(sport).some((i) => i.path === `insight/${screen}`);
  const name = known ? SCREEN_PAGES[screen] : undefined;
  const Page = useMemo(() => (name ? lazy(insightPages[name]) : null), [name]);
  if (!Page)
    return (
      <EmptyState
        title="No such insight page"
        reason={`There is no “${screen}” page for ${sport.toUpperCase()}.`}
        action={
          <Button component={RouterLink} to="../.." relative="path" variant="outlined">
            Back to this sport
          </Button>
        }
      />
    );
  return (
    <Suspense fallback={<LoadingRows />}>
      <Page />
    </Suspense>
  );
}
