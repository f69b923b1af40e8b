import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PLAN_LIMITS, sportIdOf, type TLineup, type TSlate } from '@dfs/contracts';
import { useNavigate } from 'react-router';
import { EmptyState, ErrorState, LoadingRows } from '../../../shared/ui/page-state';
import { useLayoutContext } from '../../../shared/layout/layout-context';
import {
  useCancelBuild,
  useLastLineup,
  usePlayers,
  useSaveLastLineup,
  useSlateState,
  useSlateUsage,
} from '../api/optimizer-api';
import { BuildPanel } from '../components/build-panel';
import { lateSwapReview } from '../components/entries-dialog';
import { OptimizerLineups } from '../components/optimizer-lineups';
import { OptimizerPool } from '../components/optimizer-pool';
import { poolRows } from '../components/player-pool-table';
import { RuleTemplatesPanel } from '../components/rule-templates-panel';
import { RulesPanel } from '../components/rules-panel';
import { SlatePicker } from '../components/slate-picker';
import { rulesOf } from '../hooks/lineup-files';
import { playersByEntry } from '../hooks/lineup-stats';
import { writeMemory } from '../hooks/optimizer-memory';
import { useBuild } from '../hooks/use-build';
import { useLineupEdits } from '../hooks/use-lineup-edits';
import { useOptimizerState } from '../hooks/use-optimizer-state';
import { useSlateChoice } from '../hooks/use-slate-choice';

/**
 * /{id}/{operator}/optimizer/position-optimizer-{sport}: the player pool, the build settings and
 * the lineups. Each sport and operator has its own remembered slate and settings.
 */
export default function PositionOptimizerPage() {
  const ctx = useLayoutContext();
  // A rule template applied replaces the remembered settings: the page starts again from them.
  const [applied, setApplied] = useState(0);
  return (
    <PositionOptimizer
      key={`${ctx.sport}:${ctx.operator}:${applied}`}
      onTemplateApplied={() => setApplied((n) => n + 1)}
    />
  );
}

const heading = (
  <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
    Optimizer
  </Typography>
);

// Keyboard: from the top of the screen to Build in one step (the pool holds hundreds of rows).
const skipToBuild = (
  <Box
    component="a"
    href="#build-button"
    onClick={(e: React.MouseEvent) => {
      e.preventDefault();
      document.getElementById('build-button')?.focus();
    }}
    sx={{
      position: 'absolute',
      left: -9999,
      '&:focus': { position: 'static', display: 'inline-block', mb: 1, p: 1, bgcolor: 'background.paper' },
    }}
  >
    Skip to Build
  </Box>
);

/** The page: composes the pool, the settings panel and the lineups over one page state. */
function PositionOptimizer({ onTemplateApplied }: { onTemplateApplied: () => void }) {
  const ctx = useLayoutContext();
  const navigate = useNavigate();
  const choice = useSlateChoice(ctx.slates, ctx.sport, ctx.operator);
  const slateId = choice.slate?.id ?? '';
  const players = usePlayers(ctx.sport, slateId);
  const state = useSlateState(slateId);
  const usage = useSlateUsage(slateId);
  const last = useLastLineup(slateId);
  const saveLast = useSaveLastLineup(slateId);
  const edits = useLineupEdits(slateId, last.data?.allTeams, (l: TLineup[]) => saveLast.mutate(l));
  const rows = useMemo(() => poolRows(players.data?.players ?? [], state.data), [players.data, state.data]);
  const page = useOptimizerState({
    sport: ctx.sport,
    operator: ctx.operator,
    slateId,
    rows,
    state: state.data,
  });
  const build = useBuild(page, edits);
  const cancel = useCancelBuild();
  const rules = useMemo(
    () => (choice.slate ? rulesOf(ctx.operator, ctx.sport, choice.slate.gameType) : null),
    [choice.slate, ctx.operator, ctx.sport],
  );
  const captain = useMemo(() => {
    const first = rules?.slots[0];
    const kind = first && first.kind !== 'BASE' ? rules.kinds[first.kind] : undefined;
    return first && kind ? { label: first.name, ...kind } : null;
  }, [rules]);
  const byEntry = useMemo(() => playersByEntry(players.data?.players ?? []), [players.data]);
  const targets = useMemo(
    () => new Map(state.data?.exposures.map((e) => [e.playerId, { min: e.min, max: e.max }])),
    [state.data],
  );

  if (ctx.slateStatus === 'loading') return <LoadingRows />;
  if (ctx.slateStatus === 'error')
    return <ErrorState error={new Error('Data not available, please try again..')} />;
  if (!choice.slate || !rules) {
    return (
      <>
        {heading}
        <SlatePicker
          slates={ctx.slates}
          gameType={choice.gameType}
          slateId=""
          onGameType={choice.setGameType}
          onSlate={choice.setSlate}
        />
        <EmptyState
          title="No slate to build on"
          reason="Pick another game type, or come back when the next slate opens."
        />
      </>
    );
  }
  const openOwnSlate = (s: TSlate) => {
    if (s.sport === ctx.sport && s.operator === ctx.operator) {
      choice.setGameType(s.gameType);
      choice.setSlate(s.id);
      return;
    }
    writeMemory(s.sport, s.operator, { slateId: s.id, gameType: s.gameType });
    void navigate(`/${sportIdOf(s.sport)}/${s.operator}/optimizer/position-optimizer-${s.sport}`);
  };
  const fileBase = `${ctx.operator}-${ctx.sport}-${choice.slate.name.replace(/\W+/g, '-')}`;
  return (
    <Box>
      {skipToBuild}
      {heading}
      <SlatePicker
        slates={ctx.slates}
        gameType={choice.gameType}
        slateId={slateId}
        onGameType={choice.setGameType}
        onSlate={choice.setSlate}
      />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 'grow' }} sx={{ minWidth: 0 }}>
          <OptimizerPool
            sport={ctx.sport}
            slate={choice.slate}
            plan={ctx.planType}
            players={{ ...players, data: players.data?.players }}
            state={state.data}
            rows={rows}
            page={page}
            fileBase={fileBase}
            captain={captain}
            onLateSwap={(data, name) =>
              page.setReview(
                lateSwapReview(data, `late-swap-${name}`, {
                  slotNames: rules.slots.map((s) => s.name),
                  nameOf: (id) => byEntry.get(id)?.name ?? id,
                }),
              )
            }
            onOwnSlate={openOwnSlate}
          />
        </Grid>
        <Grid size={{ xs: 12, lg: 'auto' }} sx={{ width: { lg: 300 } }}>
          {/* The settings panels, one under another: each takes its settings and an onChange. */}
          <Stack spacing={2}>
            <BuildPanel
              sport={ctx.sport}
              plan={ctx.planType}
              form={page.form}
              onChange={page.setForm}
              maxLineups={PLAN_LIMITS[ctx.planType].lineupsPerBuild}
              usage={usage.data}
              building={build.isPending}
              onBuild={() => build.run(false)}
              onBuildMore={edits.lineups.length > 0 ? () => build.run(true) : undefined}
              onCancel={() => cancel.mutate(undefined)}
              planLimit={page.planLimit}
              messages={page.messages}
            />
            <RulesPanel
              sport={ctx.sport}
              plan={ctx.planType}
              slateId={slateId}
              players={players.data?.players ?? []}
            />
            <RuleTemplatesPanel sport={ctx.sport} operator={ctx.operator} onApplied={onTemplateApplied} />
          </Stack>
        </Grid>
      </Grid>
      <Box ref={build.resultsRef} sx={{ scrollMarginTop: 72 }} />
      <OptimizerLineups
        sport={ctx.sport}
        operator={ctx.operator}
        slateId={slateId}
        rules={rules}
        players={players.data?.players ?? []}
        edits={edits}
        page={page}
        swapSettings={page.swapSettings}
        targets={targets}
        fileBase={fileBase}
        userId={ctx.user._id}
        byEntry={byEntry}
      />
    </Box>
  );
}
