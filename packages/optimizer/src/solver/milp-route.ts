import type { Highs } from 'highs';
import { milpBuild } from '../milp/milp-build';
import type { BuildStatus } from './build-input.types';
import type { BuildRun } from './build-state';
import { explainStop } from './explain-stop';
import { rulesBeyondTables } from './engine-chooser';
import { drawProjections } from './projections';

// The MILP's part of a build: it goes on from the lineups the search made (none when the MILP
// was chosen alone), on the projections the search draws for each lineup (same seed, same
// index), and its stop is a proof (infeasible), the time limit (named) or a cancel.

/** Seconds the MILP may spend on one build unless OptimizeOptions.milpSeconds says otherwise. */
export const MILP_SECONDS = 120;

/** Finishes the build with the MILP; returns its status and messages. */
export function finishWithMilp(run: BuildRun, highs: Highs): { status: BuildStatus; messages: string[] } {
  const { state, input, hooks } = run;
  const { problem, prep } = state;
  const seconds = hooks.milpSeconds ?? MILP_SECONDS;
  const out = milpBuild(highs, {
    input,
    projections: (k) => {
      const drawn = drawProjections(problem, prep.draw, k);
      return (p) => drawn(problem.personById.get(p.id) ?? 0);
    },
    earlier: run.lineups,
    seconds,
    ...(hooks.shouldCancel ? { shouldCancel: hooks.shouldCancel } : {}),
    ...(hooks.onProgress ? { onProgress: hooks.onProgress } : {}),
  });
  run.lineups.push(...out.lineups);
  run.milpLineups = out.lineups.length;
  run.budgetExhausted = false;
  const found = run.lineups.length;
  const asked = input.lineups;
  if (out.stop === 'complete') return { status: 'complete', messages: [] };
  if (out.stop === 'cancelled')
    return { status: 'cancelled', messages: [`Cancelled after ${found} of ${asked} lineups.`] };
  if (out.stop === 'time') {
    run.budgetExhausted = true;
    const msg = `Stopped after ${found} of ${asked} lineups: the MILP's time limit of ${seconds} s ran out before lineup ${found + 1} was found or ruled out.`;
    return { status: 'partial', messages: [msg] };
  }
  if (found) return { status: 'partial', messages: explainStop(problem, asked, prep, found, run.memory) };
  // No lineup at all: the MILP's infeasibility is the proof. explainStop's relaxed searches are
  // left out here: without the rules that sent the build to the MILP they are quick, but each
  // relaxation that keeps one of them can spend its whole budget (seconds on the rules cases).
  const beyond = rulesBeyondTables(input.settings ?? {});
  const which = beyond.length
    ? `your ${beyond.join(' and ')} together with the other settings`
    : 'your settings';
  return {
    status: 'infeasible',
    messages: [`No lineup meets all your settings. The MILP engine proved that no lineup meets ${which}.`],
  };
}
