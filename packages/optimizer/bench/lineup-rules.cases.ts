import type { OptimizerPlayer } from '../src/model/player.types';
import type { RuleSet } from '../src/rules/rule-set.types';
import type { BuildSettings } from '../src/solver/build-input.types';
import { withRuleData } from '../src/test-support/extra-draws';
import { ranked } from '../src/test-support/rule-cases';
import { infeasibleLineupRules, lineupRulesMix } from '../src/test-support/lineup-rule-cases';

// The rules benchmark's lineup-rules cases: every operator x sport x game type with a lineup-rules
// mix at 20 and another at 150 lineups, three user builds reported as slow or stopped early, and
// one infeasible set per rule. Their labels start with "29 " (the README's `--only "29 "` and the
// benchmark history select them by it). The salary files have no ownership, confirmed starters
// or batting orders: a seeded draw adds them (withRuleData).

type Slate = { label: string; rules: RuleSet; players: OptimizerPlayer[] };
type Push = (
  label: string,
  slate: Slate,
  lineups: number,
  settings: BuildSettings,
  infeasible?: boolean,
) => void;

const withData = (s: Slate): Slate => ({ ...s, players: withRuleData(s.rules, s.players, 29) });

/** Adds the lineup-rules cases of the slates `ids` through `push`. */
export function lineupRulesCases(ids: readonly string[], slateFor: (id: string) => Slate, push: Push): void {
  ids.forEach((id, i) => {
    const slate = withData(slateFor(id));
    push(`29 ${slate.label} new${i % 6}`, slate, 20, lineupRulesMix(slate.rules, slate.players, i % 6));
    const v = (i + 3) % 6;
    push(`29 ${slate.label} new${v}`, slate, 150, lineupRulesMix(slate.rules, slate.players, v));
  });
  const dkNhl = slateFor('dk-nhl-classic');
  push('29 issue DK NHL stopped at 102', dkNhl, 150, {
    excludes: ['21267372', '21266817'],
    exposures: [
      { id: '21267352', max: 0.11 },
      { id: '21266797', min: 0.3 },
      { id: '21267359', max: 0.33 },
    ],
    maxExposure: 0.34,
    minUnique: 1,
    minSalary: 47800,
    maxSalary: 49000,
    stacks: [
      {
        parts: [
          { positions: ['C'], count: 1 },
          { positions: ['LW', 'RW'], count: 1 },
        ],
      },
    ],
  });
  // FD NHL: two stacks with a bring-back, a salary range and min unique 3.
  const fdNhl = slateFor('fd-nhl-classic');
  push('29 issue FD NHL two stacks', fdNhl, 150, {
    stacks: [
      {
        parts: [
          { positions: ['C', 'W'], count: 3 },
          { positions: ['D'], count: 1, fromOpponent: true },
        ],
      },
      {
        parts: [
          { positions: ['W'], count: 2 },
          { positions: ['C'], count: 1 },
        ],
      },
    ],
    minSalary: 53_000,
    maxSalary: 55_000,
    minUnique: 3,
    maxExposure: 0.5,
  });
  // DK NBA: two stacks and two min exposures, 20 lineups.
  const dkNba = slateFor('dk-nba-classic');
  const stars = ranked(dkNba.rules, dkNba.players);
  push('29 issue DK NBA two stacks', dkNba, 20, {
    stacks: [
      { parts: [{ count: 3 }] },
      {
        parts: [
          { positions: ['PG', 'SG'], count: 2 },
          { count: 1, fromOpponent: true },
        ],
      },
    ],
    exposures: [
      { id: stars[3]?.id ?? '', min: 0.5 },
      { id: stars[8]?.id ?? '', min: 0.3 },
    ],
    minUnique: 2,
  });
  for (const id of ['dk-nfl-classic', 'fd-mlb-classic', 'dk-nba-single']) {
    const slate = withData(slateFor(id));
    for (const [label, settings] of infeasibleLineupRules(slate.rules, slate.players))
      push(`29 ${slate.label} infeasible: ${label}`, slate, 20, settings, true);
  }
}
