import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { planAllows, PLAN_LIMITS, type TLineup } from '@dfs/contracts';
import { ApiError } from '../../../shared/api/api-client';
import { useNotify } from '../../../shared/notifications/notifications';
import { EmptyState, ErrorState, LoadingRows } from '../../../shared/ui/page-state';
import { UPGRADE_PATH } from '../../../shared/ui/plan-gate';
import { useLayoutContext } from '../../layout/layout-params';
import {
  useCancelBuild,
  useCreateBuild,
  useLastLineup,
  useLateSwap,
  useMarkPlayer,
  usePlayers,
  useResetSlate,
  useSaveLastLineup,
  useSaveLineup,
  useSetExposure,
  useSetProjection,
  useSlateState,
  useSlateUsage,
  useSwapCandidates,
  useUploadProjections,
} from '../api/optimizer-api';
import { BuildPanel } from '../components/build-panel';
import { DEFAULT_FORM, settingsOf, type TBuildForm } from '../components/build-settings';
import { FileButton, ProjectionReport } from '../components/files-bar';
import { LineupResults } from '../components/lineup-results';
import { PlayerPoolTable, poolRows } from '../components/player-pool-table';
import { SaveBuildDialog } from '../components/save-build-dialog';
import { SlatePicker } from '../components/slate-picker';
import { SwapDialog } from '../components/swap-dialog';
import { downloadText, projectionCsv, rulesOf, uploadCsv } from '../hooks/lineup-files';
import { useLineupEdits } from '../hooks/use-lineup-edits';
import { useSlateChoice } from '../hooks/use-slate-choice';

const messageOf = (e: unknown) => (e instanceof Error ? e.message : 'Error please try again!!');

/** /{id}/{operator}/optimizer/position-optimizer-{sport}: the player pool, the build and its lineups. */
export default function PositionOptimizerPage() {
  const ctx = useLayoutContext();
  const notify = useNotify();
  const choice = useSlateChoice(ctx.slates);
  const slateId = choice.slate?.id ?? '';
  const players = usePlayers(ctx.sport, slateId);
  const state = useSlateState(slateId);
  const usage = useSlateUsage(slateId);
  const last = useLastLineup(slateId);
  const plan = ctx.planType;
  const canEdit = planAllows(plan, 'projections');
  const [form, setForm] = useState<TBuildForm>(DEFAULT_FORM);
  const [planLimit, setPlanLimit] = useState<string | null>(null);
  const [messages, setMessages] = useState<string[]>([]);
  const [swap, setSwap] = useState<{ lineup: number; slot: number } | null>(null);
  const [saving, setSaving] = useState(false);

  const saveLast = useSaveLastLineup(slateId);
  const edits = useLineupEdits(slateId, last.data?.allTeams, (l: TLineup[]) => saveLast.mutate(l));
  const build = useCreateBuild(ctx.sport);
  const cancel = useCancelBuild();
  const mark = useMarkPlayer(slateId);
  const reset = useResetSlate(slateId);
  const exposure = useSetExposure(slateId);
  const projection = useSetProjection(slateId);
  const upload = useUploadProjections(slateId);
  const late = useLateSwap(ctx.sport, slateId);
  const save = useSaveLineup(ctx.sport);
  const rules = useMemo(
    () => (choice.slate ? rulesOf(ctx.operator, ctx.sport, choice.slate.gameType) : null),
    [choice.slate, ctx.operator, ctx.sport],
  );
  const rows = useMemo(() => poolRows(players.data?.players ?? [], state.data), [players.data, state.data]);
  const swapLineup = swap ? edits.lineups[swap.lineup] : undefined;
  const candidates = useSwapCandidates(
    ctx.sport,
    slateId,
    swapLineup ? swapLineup.players.map((p) => p.id) : null,
    swap?.slot ?? null,
  );
  const failed = (e: unknown) => notify('error', messageOf(e));

  const heading = (
    <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
      Optimizer
    </Typography>
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

  const onBuild = () => {
    setPlanLimit(null);
    setMessages([]);
    build.mutate(
      { slateId, lineups: form.lineups, settings: settingsOf(form, ctx.sport, Date.now() % 1_000_000) },
      {
        onSuccess: ({ data, message }) => {
          setMessages(data.messages);
          if (data.status === 1) return notify('error', message);
          edits.built(data.allTeams);
          notify(
            'success',
            data.outcome === 'complete'
              ? message
              : `${data.allTeams.length} of ${data.stats.asked} lineups built.`,
          );
        },
        onError: (e) =>
          e instanceof ApiError && e.code === 'PLAN_LIMIT' ? setPlanLimit(e.message) : failed(e),
      },
    );
  };

  const fileBase = `${ctx.operator}-${ctx.sport}-${choice.slate.name.replace(/\W+/g, '-')}`;
  return (
    <Box>
      {heading}
      <SlatePicker
        slates={ctx.slates}
        gameType={choice.gameType}
        slateId={slateId}
        onGameType={choice.setGameType}
        onSlate={choice.setSlate}
      />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 8 }}>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1 }}>
            <Button
              size="small"
              onClick={() =>
                reset.mutate(undefined, { onSuccess: (r) => notify('success', r.message), onError: failed })
              }
            >
              Reset players
            </Button>
            <Button
              size="small"
              component={RouterLink}
              to={`../../${ctx.sport}-team-stack/${slateId}`}
              relative="path"
            >
              Team stacks
            </Button>
            <Button
              size="small"
              component={RouterLink}
              to={`../../${ctx.sport}-top-plays/studs`}
              relative="path"
            >
              Top plays
            </Button>
            <Button
              size="small"
              onClick={() =>
                downloadText(
                  `${fileBase}-projections.csv`,
                  projectionCsv(players.data?.players ?? [], state.data),
                )
              }
              disabled={!players.data}
            >
              Export projections
            </Button>
            {canEdit ? (
              <FileButton
                label="Upload projections"
                onFile={(f) =>
                  upload.mutate(f, {
                    onSuccess: (r) => notify('success', r.message),
                    onError: () => notify('error', 'Unable to upload, try again.'),
                  })
                }
              />
            ) : (
              <Button size="small" variant="outlined" component={RouterLink} to={UPGRADE_PATH}>
                Upload projections (Premium)
              </Button>
            )}
            <FileButton
              label="Late swap entries"
              onFile={(f) =>
                late.mutate(f, {
                  onSuccess: ({ data }) => {
                    downloadText(`late-swap-${f.name}`, data.csv);
                    notify(
                      'success',
                      `${data.entries.filter((e) => e.changed).length} of ${data.entries.length} entries re-optimised.`,
                    );
                  },
                  onError: failed,
                })
              }
            />
          </Box>
          {upload.data ? <ProjectionReport key={upload.submittedAt} report={upload.data.data} /> : null}
          {players.isError ? (
            <ErrorState error={players.error} onRetry={players.refetch} />
          ) : (
            <PlayerPoolTable
              rows={rows}
              sport={ctx.sport}
              gameType={choice.slate.gameType}
              canEdit={canEdit}
              loading={players.isPending}
              onMark={(p, type) => mark.mutate({ playerId: p.id, type }, { onError: failed })}
              onProjection={(p, value) =>
                projection.mutate({ playerId: p.id, projection: value }, { onError: failed })
              }
              onExposure={(p, bounds) =>
                exposure.mutate(
                  { playerId: p.id, ...bounds },
                  { onSuccess: (r) => notify('success', r.message), onError: failed },
                )
              }
            />
          )}
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <BuildPanel
            sport={ctx.sport}
            plan={plan}
            form={form}
            onChange={setForm}
            maxLineups={PLAN_LIMITS[plan].lineupsPerBuild}
            usage={usage.data}
            building={build.isPending}
            onBuild={onBuild}
            onCancel={() => cancel.mutate(undefined)}
            planLimit={planLimit}
            messages={messages}
          />
        </Grid>
      </Grid>
      {edits.lineups.length > 0 ? (
        <LineupResults
          rules={rules}
          lineups={edits.lineups}
          players={players.data?.players ?? []}
          onSwap={(lineup, slot) => setSwap({ lineup, slot })}
          onRemove={edits.remove}
          actions={
            <>
              <Button variant="outlined" onClick={() => setSaving(true)}>
                Save build
              </Button>
              <Button
                variant="contained"
                onClick={() => downloadText(`${fileBase}-upload.csv`, uploadCsv(rules, edits.lineups))}
              >
                Download {ctx.operator === 'draftkings' ? 'DraftKings' : 'FanDuel'} CSV
              </Button>
            </>
          }
        />
      ) : null}
      <SwapDialog
        open={!!swap}
        title={
          swap && swapLineup
            ? `Swap ${swapLineup.players[swap.slot]?.name ?? ''} (${rules.slots[swap.slot]?.name ?? ''})`
            : 'Swap'
        }
        candidates={candidates.data}
        isPending={candidates.isPending}
        error={candidates.error}
        onClose={() => setSwap(null)}
        onPick={(c) => {
          if (swap) edits.swap(swap.lineup, swap.slot, c);
          setSwap(null);
        }}
      />
      <SaveBuildDialog
        open={saving}
        busy={save.isPending}
        onClose={() => setSaving(false)}
        onSave={(name) =>
          save.mutate(
            { slateId, name, allTeams: edits.lineups },
            {
              onSuccess: (r) => {
                notify('success', r.message);
                setSaving(false);
              },
              onError: failed,
            },
          )
        }
      />
    </Box>
  );
}
