import { lazy, Suspense, type LazyExoticComponent, type ComponentType } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import Button from '@mui/material/Button';
import { navItems } from '../../shared/navigation/nav-catalog';
import { EmptyState, LoadingRows } from '../../shared/ui';
import { useLayoutContext } from '../../shared/layout/layout-context';
import { SCREEN_PAGES, insightPages, type TInsightPage } from './insights-pages';

/**
 * insight/:screen: the screen's own page (its own chunk) when the navigation catalogue lists it for
 * the layout's sport; else says the page does not exist. One route instead of one per screen keeps
 * the entry chunk (and so the first visit to /sign-up) small.
 */
// One lazy component per page, made once: a lazy() made during render would be a new, pending
// component on every retry of a suspended navigation (React Router renders it in a transition,
// whose uncommitted memos are thrown away), so the page would never appear.
const lazyPages = new Map<TInsightPage, LazyExoticComponent<ComponentType>>();
const lazyPageOf = (name: TInsightPage) => {
  let page = lazyPages.get(name);
  if (!page) lazyPages.set(name, (page = lazy(insightPages[name])));
  return page;
};

export default function InsightScreen() {
  const screen = useParams().screen ?? '';
  const { sport } = useLayoutContext();
  const known = navItems(sport).some((i) => i.path === `insight/${screen}`);
  const name = known ? SCREEN_PAGES[screen] : undefined;
  const Page = name ? lazyPageOf(name) : null;
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
