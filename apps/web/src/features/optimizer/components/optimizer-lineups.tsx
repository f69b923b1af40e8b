import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { RuleSet } from '@dfs/optimizer';
import {
  sportIdOf,
  type TBuildSettings,
  type TLineup,
  type TOperator,
  type TSlatePlayer,
  type TSportCode,
} from '@dfs/contracts';
import { useNavigate } from 'react-router';
import { useNotify } from '../../../shared/notifications/notifications';
import { FileButton } from '../../../shared/ui';
import { useSaveLineup, useSwapCandidates } from '../api/optimizer-api';
import { downloadText, filledEntries, uploadCsv } from '../hooks/lineup-files';
import type { useLineupEdits } from '../hooks/use-lineup-edits';
import type { TOptimizerState } from '../hooks/use-optimizer-state';
import { CompareBuilds } from './compare-builds';
import { EntriesDialog, filledReview } from './entries-dialog';
import { LineupResults } from './lineup-results';
import { SaveBuildDialog } from './save-build-dialog';
import { SwapDialog } from './swap-dialog';

const messageOf = (e: unknown) => (e instanceof Error ? e.message : 'Error please try again!!');

/**
 * The lineups side of the position optimizer: the built lineups with their exposure report and
 * files (upload CSV, filled entries), and the swap, entries review and save dialogs.
 */
export function OptimizerLineups(props: {
  sport: TSportCode;
  operator: TOperator;
  slateId: string;
  rules: RuleSet;
  players: readonly TSlatePlayer[];
  edits: ReturnType<typeof useLineupEdits>;
  page: TOptimizerState;
  swapSettings: TBuildSettings;
  targets: ReadonlyMap<string, { min: number | null; max: number | null }>;
  fileBase: string;
  userId: string;
  byEntry: ReadonlyMap<string, TSlatePlayer>;
}) {
  const { sport, slateId, rules, edits, page } = props;
  const notify = useNotify();
  const navigate = useNavigate();
  const save = useSaveLineup(sport);
  const swap = page.swap;
  const swapLineup = swap ? edits.lineups[swap.lineup] : undefined;
  const candidates = useSwapCandidates(
    sport,
    slateId,
    swap && swapLineup
      ? {
          lineup: swapLineup.players.map((p) => p.id),
          slot: swap.slot,
          lineups: edits.lineups.map((l: TLineup) => l.players.map((p) => p.id)),
          lineupIndex: swap.lineup,
          settings: props.swapSettings,
        }
      : null,
  );
  return (
    <>
      {edits.lineups.length > 0 && page.earlierBuild ? (
        <Alert severity="warning" role="status" sx={{ mb: 1 }}>
          {page.earlierBuild}
        </Alert>
      ) : null}
      {edits.lineups.length > 0 ? (
        <LineupResults
          rules={rules}
          lineups={edits.lineups}
          players={props.players}
          onSwap={(lineup, slot) => page.setSwap({ lineup, slot })}
          onRemove={edits.remove}
          onLock={edits.toggleLock}
          targets={props.targets}
          compare={
            <CompareBuilds
              sport={sport}
              slateId={slateId}
              userId={props.userId}
              lineups={edits.lineups}
              byEntry={props.byEntry}
              rules={rules}
            />
          }
          actions={
            <>
              <Button variant="outlined" onClick={() => page.setSaving(true)}>
                Save build
              </Button>
              <Button
                variant="outlined"
                onClick={() =>
                  void navigate(`/${sportIdOf(sport)}/${props.operator}/optimizer/contest-sim-${sport}`)
                }
              >
                Contest sim
              </Button>
              <FileButton
                label="Fill entries file"
                onFile={(f) => {
                  const out = filledEntries(rules, edits.lineups, f);
                  if (out.entries.length === 0)
                    return notify('error', out.issues[0]?.reason ?? 'No entry to fill.');
                  page.setReview(filledReview(out, `filled-${f.name}`));
                }}
              />
              <Button
                variant="contained"
                onClick={() => downloadText(`${props.fileBase}-upload.csv`, uploadCsv(rules, edits.lineups))}
              >
                Download {props.operator === 'draftkings' ? 'DraftKings' : 'FanDuel'} CSV
                {page.earlierBuild ? ' (last successful build)' : ''}
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
        onClose={() => page.setSwap(null)}
        onPick={(c) => {
          if (swap) edits.swap(swap.lineup, swap.slot, c);
          page.setSwap(null);
        }}
      />
      <EntriesDialog
        review={page.review}
        onClose={() => page.setReview(null)}
        onDownload={(r) => {
          downloadText(r.fileName, r.text);
          page.setReview(null);
        }}
      />
      <SaveBuildDialog
        open={page.saving}
        busy={save.isPending}
        onClose={() => page.setSaving(false)}
        onSave={(name) =>
          save.mutate(
            { slateId, name, allTeams: edits.lineups },
            {
              onSuccess: (r) => {
                notify('success', r.message);
                page.setSaving(false);
              },
              onError: (e) => notify('error', messageOf(e)),
            },
          )
        }
      />
    </>
  );
}
