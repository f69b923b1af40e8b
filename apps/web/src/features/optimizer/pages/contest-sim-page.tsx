import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { PLAN_LIMITS, type TLineup } from '@dfs/contracts';
import { useNotify } from '../../../shared/notifications/notifications';
import { EmptyState, ErrorState, LoadingRows, PlanGate } from '../../../shared/ui';
import { useLayoutContext } from '../../../shared/layout/layout-context';
import { useSavedBuilds } from '../api/optimizer-api';
import {
  useBuildPortfolio,
  useCancelSimulation,
  useKeepSimLineups,
  useLastSimulation,
  useSimulate,
} from '../api/simulation-api';
import { DEFAULT_SIM_FORM, SimForm, simRequest, type TSimForm } from '../components/sim-form';
import { SimResults } from '../components/sim-results';
import { DEFAULT_PORTFOLIO_FORM, SimPortfolio, type TPortfolioForm } from '../components/sim-portfolio';
import { SlatePicker } from '../components/slate-picker';
import { downloadText, rulesOf, uploadCsv } from '../hooks/lineup-files';
import type { TContestFile } from '../hooks/sim-files';
import { useSlateChoice } from '../hooks/use-slate-choice';

/**
 * /{id}/{operator}/optimizer/contest-sim-{sport}: the contest simulator beside the built lineups
 * (Platinum). The slate is the optimizer's (same remembered choice); the lineups are the last
 * built ones or a saved build.
 */
export default function ContestSimPage() {
  const ctx = useLayoutContext();
  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Contest sim
      </Typography>
      <PlanGate
        plan={ctx.planType}
        feature="contestSim"
        title="Contest simulator"
        description="Play your lineups against a drawn field thousands of times: ROI, win and cash rates per lineup, ownership and leverage per player, and keep the best."
      >
        <ContestSim key={`${ctx.sport}:${ctx.operator}`} />
      </PlanGate>
    </Box>
  );
}

function ContestSim() {
  const ctx = useLayoutContext();
  const notify = useNotify();
  const choice = useSlateChoice(ctx.slates, ctx.sport, ctx.operator);
  const slateId = choice.slate?.id ?? '';
  const last = useLastSimulation(slateId);
  const saved = useSavedBuilds(ctx.sport, ctx.user._id);
  const simulate = useSimulate(ctx.sport);
  const cancel = useCancelSimulation();
  const keep = useKeepSimLineups(ctx.sport);
  const portfolio = useBuildPortfolio(ctx.sport);
  const [form, setForm] = useState<TSimForm>(DEFAULT_SIM_FORM);
  const [portfolioForm, setPortfolioForm] = useState<TPortfolioForm>(DEFAULT_PORTFOLIO_FORM);
  const [file, setFile] = useState<TContestFile | null>(null);
  const [kept, setKept] = useState<TLineup[] | null>(null);
  const siteLabel = ctx.operator === 'draftkings' ? 'DraftKings' : 'FanDuel';

  if (ctx.slateStatus === 'loading') return <LoadingRows />;
  if (ctx.slateStatus === 'error') return <ErrorState error={new Error('The slates could not be loaded.')} />;
  const picker = (
    <SlatePicker
      slates={ctx.slates}
      gameType={choice.gameType}
      slateId={slateId}
      onGameType={choice.setGameType}
      onSlate={choice.setSlate}
    />
  );
  if (!choice.slate)
    return (
      <>
        {picker}
        <EmptyState title="No slate to simulate" reason="There is no open slate of this kind." />
      </>
    );
  const slate = choice.slate;
  const optimizerPath = `/${ctx.sportId}/${ctx.operator}/optimizer/position-optimizer-${ctx.sport}`;
  const onRun = () => {
    const body = simRequest(slate.id, form, file);
    if (!body) return notify('error', 'Upload a payout table first.');
    setKept(null);
    simulate.mutate(body, {
      onSuccess: (r) => notify(r.data.status === 'done' ? 'success' : 'info', r.message),
      onError: (e) => notify('error', e.message),
    });
  };
  const onPortfolio = () => {
    const body = simRequest(slate.id, form, file);
    if (!body) return notify('error', 'Upload a payout table first.');
    portfolio.mutate(
      {
        ...body,
        size: portfolioForm.size,
        ...(portfolioForm.maxExposurePct < 100 ? { maxExposure: portfolioForm.maxExposurePct / 100 } : {}),
      },
      { onError: (e) => notify('error', e.message) },
    );
  };
  const download = (name: string, lineups: TLineup[]) =>
    downloadText(
      `${ctx.sport}-${name}-${lineups.length}-upload.csv`,
      uploadCsv(rulesOf(ctx.operator, ctx.sport, slate.gameType), lineups),
    );
  const sim = simulate.data?.data ?? last.data ?? null;
  return (
    <>
      {picker}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 'auto' }} sx={{ width: { md: 320 } }}>
          <SimForm
            form={form}
            onChange={setForm}
            saved={(saved.data ?? []).filter((b) => b.slateId === slate.id)}
            file={file}
            onFile={setFile}
            limits={PLAN_LIMITS[ctx.planType]}
            running={simulate.isPending}
            onRun={onRun}
            onCancel={() => cancel.mutate(undefined)}
          />
          {simulate.isError ? (
            <Alert severity="error" role="alert" sx={{ mt: 1 }}>
              {simulate.error.message}
            </Alert>
          ) : null}
          <SimPortfolio
            form={portfolioForm}
            onChange={setPortfolioForm}
            running={portfolio.isPending}
            ready={form.contest !== 'upload' || !!file}
            onRun={onPortfolio}
            onCancel={() => cancel.mutate(undefined)}
            result={portfolio.data?.data ?? null}
            error={portfolio.isError ? portfolio.error.message : null}
            siteLabel={siteLabel}
            onDownload={(r) => download('portfolio', r.lineups)}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 'grow' }} sx={{ minWidth: 0 }}>
          {last.isPending ? (
            <LoadingRows label="Loading the last simulation" />
          ) : last.isError ? (
            <ErrorState error={last.error} onRetry={() => void last.refetch()} />
          ) : !sim || sim.status !== 'done' ? (
            <EmptyState
              title={
                sim?.status === 'cancelled'
                  ? 'The simulation was cancelled'
                  : sim?.status === 'failed'
                    ? 'The simulation failed'
                    : sim?.status === 'running'
                      ? 'A simulation is running'
                      : 'No simulation on this slate yet'
              }
              reason={
                sim?.status === 'failed' && sim.message
                  ? sim.message
                  : sim?.status === 'running'
                    ? 'It is still running on the server (started from another tab or before a reload): open this page again in a moment to see its results.'
                    : 'Build lineups on the optimizer, then run a simulation: each lineup is played against a field drawn from projected ownership.'
              }
              action={
                <Button component={RouterLink} to={optimizerPath} variant="outlined">
                  Go to the optimizer
                </Button>
              }
            />
          ) : (
            <SimResults
              sim={sim}
              keeping={keep.isPending}
              kept={kept}
              siteLabel={siteLabel}
              onDownload={(lineups) => download('sim-best', lineups)}
              onKeep={(k) =>
                keep.mutate(
                  { simulationId: sim.id, ...k },
                  {
                    onSuccess: (r) => {
                      setKept(r.data.allTeams);
                      notify('success', `${r.message} Saved as “${r.data.name}”.`);
                    },
                    onError: (e) => notify('error', e.message),
                  },
                )
              }
            />
          )}
        </Grid>
      </Grid>
    </>
  );
}
