import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../shared/api/api-client';
import { useNotify } from '../../../shared/notifications/notifications';
import { useLayoutContext } from '../../../shared/layout/layout-context';
import { useCreateBuild } from '../api/optimizer-api';
import type { useLineupEdits } from './use-lineup-edits';
import type { TOptimizerState } from './use-optimizer-state';

/**
 * Build and "build N more": the request from the page state, the lineups into the edits, the
 * outcome as a notice, and the lineups brought into view when a build ends.
 */
export function useBuild(page: TOptimizerState, edits: ReturnType<typeof useLineupEdits>) {
  const ctx = useLayoutContext();
  const notify = useNotify();
  const build = useCreateBuild(ctx.sport);
  const resultsRef = useRef<HTMLDivElement>(null);
  const [builtAt, setBuiltAt] = useState(0);
  useEffect(() => {
    // A build that ends brings its lineups into view (at 1366 x 900 they start below the fold).
    if (builtAt) resultsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [builtAt]);
  const run = (more: boolean) => {
    page.setPlanLimit(null);
    page.setMessages([]);
    page.buildStarted();
    const ask = page.buildAsk(edits.lineups, more, Date.now() % 1_000_000);
    if (!ask.ok) return notify('error', ask.reason);
    build.mutate(ask.request, {
      onSuccess: ({ data, message }) => {
        page.setMessages(data.messages);
        if (data.status === 1) {
          page.buildFailed([message, ...data.messages].join(' '));
          return notify('error', message);
        }
        if (more) edits.added(data.allTeams);
        else if (ask.locked) edits.rebuilt(data.allTeams);
        else edits.built(data.allTeams);
        page.builtFrom(ask.settings, data.allTeams.length + (more ? edits.lineups.length : ask.locked));
        setBuiltAt(Date.now());
        const kept = ask.locked ? ` ${ask.locked} locked lineup(s) kept.` : '';
        notify(
          'success',
          (data.outcome === 'complete'
            ? message
            : `${data.allTeams.length} of ${data.stats.asked} lineups built.`) + kept,
        );
      },
      onError: (e) => {
        // A refusal shows where the eye is (a toast) and stays beside Build as the upgrade prompt.
        const reason = e instanceof Error ? e.message : 'Error please try again!!';
        notify('error', reason);
        page.buildFailed(reason);
        if (e instanceof ApiError && e.code === 'PLAN_LIMIT') page.setPlanLimit(e.message);
      },
    });
  };
  return { run, isPending: build.isPending, resultsRef };
}
