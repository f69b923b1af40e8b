import { useEffect } from 'react';
import { Navigate, NavLink, Outlet, useLocation, useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { TOperator, TSportId } from '@dfs/contracts';
import { OPEN_STATUSES, OPERATOR_LABELS, sportCodeOf, sportIdOf } from '@dfs/contracts';
import { useMe } from '../../shared/session/use-me';
import { setPref } from '../../shared/session/session-store';
import {
  defaultChildPath,
  navItems,
  TAB_LABELS,
  tabOfPath,
  type TTab,
} from '../../shared/navigation/nav-catalog';
import { NotFoundPage } from '../not-found';
import { EasternClock } from './eastern-clock';
import { layoutKeys, useSlates, useSports } from './layout-api';
import { useRealtime } from '../../shared/realtime/use-realtime';
import { parseLayoutParams, type TLayoutContext } from '../../shared/layout/layout-context';
import { isOffSeason, OperatorSelect, SportSelect } from './sport-operator-select';
import { SubNav } from './sub-nav';
import { UserMenu } from './user-menu';
import { UpgradeLink } from '../account';

const TABS: TTab[] = ['insight', 'optimizer', 'betting'];

/** The authenticated layout /{sportId}/{operator}/: top bar, three tabs, the page. */
export default function AppLayout() {
  const params = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const me = useMe();
  const sports = useSports();
  const parsed = parseLayoutParams(params.sportId, params.operator);
  const slates = useSlates(parsed?.sport ?? 'nfl', parsed?.operator ?? 'draftkings', me.data?._id);
  useRealtime({
    enabled: !!me.data,
    slateIds: slates.data?.slates.map((s) => s.id) ?? [],
    slateQueryKey: layoutKeys.slates(parsed?.sport ?? 'nfl', parsed?.operator ?? 'draftkings'),
  });

  useEffect(() => {
    if (parsed) setPref('gameOperator', parsed.operator);
  }, [parsed]);

  // An address that is not /{1-4}/{draftkings|fanduel}/... is simply unknown, signed in or not.
  if (!parsed) return <NotFoundPage />;
  if (me.isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
        <CircularProgress aria-label="Loading your account" />
      </Box>
    );
  }
  const user = me.data;
  if (!user || !OPEN_STATUSES.has(user.status)) {
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  }

  const base = `/${parsed.sportId}/${parsed.operator}/`;
  const childPath = location.pathname.startsWith(base) ? location.pathname.slice(base.length) : '';
  const activeTab = tabOfPath(childPath);
  const items = navItems(parsed.sport).filter((i) => !i.roleUserOnly || user.role === 'user');
  const tabTarget = (tab: TTab) =>
    tab === 'insight' ? defaultChildPath(parsed.sport) : (items.find((i) => i.tab === tab)?.path ?? '');

  const go = (sportId: TSportId, operator: TOperator) =>
    void navigate(`/${sportId}/${operator}/${defaultChildPath(sportCodeOf(sportId))}`);
  const slateList = slates.data?.slates ?? [];
  const slateStatus: TLayoutContext['slateStatus'] = slates.isPending
    ? 'loading'
    : slates.isError
      ? 'error'
      : slateList.length === 0
        ? 'empty'
        : 'ready';
  const context: TLayoutContext = {
    ...parsed,
    user,
    slates: slateList,
    slateStatus,
    planType: user.plantype,
  };
  const showMaintenance = slateStatus === 'empty' && activeTab !== 'insight';
  const offSeason = isOffSeason(sports.data, sportIdOf(parsed.sport));

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="sticky" elevation={1}>
        {/* On a phone the selectors take a second row of their own, with room above for their
            floating labels; the clock (compact), Upgrade and the menu stay on the first. */}
        <Toolbar
          sx={{
            columnGap: { xs: 1, sm: 2 },
            rowGap: { xs: 1, sm: 1.5 },
            flexWrap: 'wrap',
            px: { xs: 1.5, sm: 3 },
            pt: { xs: 1, md: 1 },
            pb: { xs: 0.5, sm: 1 },
          }}
        >
          <Typography
            component={NavLink}
            to={`${base}${defaultChildPath(parsed.sport)}`}
            variant="h6"
            sx={{
              color: 'inherit',
              textDecoration: 'none',
              fontWeight: 800,
              mr: 'auto',
              fontSize: { xs: 17, sm: 20 },
            }}
          >
            DFS
            <Box component="span" sx={{ color: '#80deea' }}>
              Optimizer
            </Box>
          </Typography>
          <Box
            sx={{
              display: 'flex',
              gap: { xs: 1, sm: 2 },
              order: { xs: 10, md: 0 },
              width: { xs: '100%', md: 'auto' },
              pt: { xs: 0.5, md: 0.75 },
              '& > *': { flex: { xs: 1, md: 'none' } },
            }}
          >
            <SportSelect
              sports={sports.data ?? []}
              value={parsed.sportId}
              onChange={(id) => go(id, parsed.operator)}
            />
            <OperatorSelect value={parsed.operator} onChange={(op) => go(parsed.sportId, op)} />
          </Box>
          <EasternClock />
          <UpgradeLink user={user} />
          <UserMenu user={user} />
        </Toolbar>
        <Tabs
          value={activeTab}
          textColor="inherit"
          indicatorColor="secondary"
          variant="scrollable"
          aria-label="Sections"
          // Unselected tabs stay fully opaque: MUI's default 0.6 fails contrast on the brand blue.
          // On a phone the tabs are lower, so the header stays under a fifth of the screen.
          sx={{
            px: 1,
            minHeight: { xs: 40, sm: 48 },
            '& .MuiTab-root': { opacity: 1, color: 'rgba(255,255,255,0.92)', minHeight: { xs: 40, sm: 48 } },
          }}
        >
          {TABS.map((tab) => (
            <Tab
              key={tab}
              value={tab}
              label={TAB_LABELS[tab]}
              component={NavLink}
              to={`${base}${tabTarget(tab)}`}
            />
          ))}
        </Tabs>
      </AppBar>
      <SubNav
        label={`${TAB_LABELS[activeTab]} pages`}
        links={items
          .filter((i) => i.tab === activeTab)
          .map((i) => ({ to: `${base}${i.path}`, label: i.label }))}
      />
      <Box component="main" sx={{ p: { xs: 1.5, sm: 3 } }}>
        {showMaintenance && offSeason ? (
          <Alert severity="info" sx={{ mb: 2 }} role="status">
            {parsed.sport.toUpperCase()} is out of season: no games or slates until its next season opens. Its
            last season stays on the{' '}
            <NavLink to={`${base}${defaultChildPath(parsed.sport)}`}>Insights page</NavLink>.
          </Alert>
        ) : showMaintenance ? (
          <Alert severity="info" sx={{ mb: 2 }} role="status">
            No {parsed.sport.toUpperCase()} slate is open on {OPERATOR_LABELS[parsed.operator]} right now: we
            are fetching the latest game data. Check the{' '}
            <NavLink to={`${base}${defaultChildPath(parsed.sport)}`}>Insights page</NavLink> in the meantime.
          </Alert>
        ) : null}
        <Outlet context={context} />
      </Box>
    </Box>
  );
}
