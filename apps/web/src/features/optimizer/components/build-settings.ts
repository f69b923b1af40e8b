import type { TBuildSettings, TSportCode, TStackRule } from '@dfs/contracts';
import { MLB_HITTERS } from '@dfs/optimizer';

/** What the build panel holds (percent fields as the user types them). */
export type TBuildForm = {
  lineups: number;
  minUnique: number;
  /** Max exposure in percent; empty: none. */
  maxExposure: string;
  minSalary: string;
  /** Randomness in percent; 0: none. */
  randomness: number;
  stack: string;
  bringBack: boolean;
};

export const DEFAULT_FORM: TBuildForm = {
  lineups: 3,
  minUnique: 1,
  maxExposure: '',
  minSalary: '',
  randomness: 0,
  stack: 'none',
  bringBack: false,
};

/** The stacks the build panel offers per sport (more teams and counts on the team-stack page). */
export const STACK_CHOICES: Record<
  TSportCode,
  { value: string; label: string; parts: TStackRule['parts'] }[]
> = {
  nfl: [
    {
      value: 'qb2',
      label: 'QB + 2 pass catchers (WR/TE)',
      parts: [
        { positions: ['QB'], count: 1 },
        { positions: ['WR', 'TE'], count: 2 },
      ],
    },
    {
      value: 'qb1',
      label: 'QB + 1 pass catcher (WR/TE)',
      parts: [
        { positions: ['QB'], count: 1 },
        { positions: ['WR', 'TE'], count: 1 },
      ],
    },
  ],
  nba: [{ value: 'team3', label: '3 players of one team', parts: [{ count: 3 }] }],
  nhl: [
    { value: 'line3', label: '3 skaters (C/W) of one team', parts: [{ positions: ['C', 'W'], count: 3 }] },
  ],
  mlb: [
    {
      value: 'bats4',
      label: '4 hitters of one team',
      parts: [{ positions: MLB_HITTERS, count: 4 }],
    },
  ],
};

/** The settings sent with createbuild (the optimizer's BuildSettings). */
export function settingsOf(form: TBuildForm, sport: TSportCode, seed: number): TBuildSettings {
  const settings: TBuildSettings = {};
  if (form.minUnique > 1) settings.minUnique = form.minUnique;
  if (form.maxExposure !== '')
    settings.maxExposure = Math.min(100, Math.max(0, Number(form.maxExposure))) / 100;
  if (form.minSalary !== '') settings.minSalary = Math.max(0, Math.round(Number(form.minSalary)));
  if (form.randomness > 0) {
    settings.randomness = { mode: 'percent', percent: form.randomness };
    settings.seed = seed;
  }
  const stack = STACK_CHOICES[sport].find((s) => s.value === form.stack);
  if (stack) {
    const bringBack =
      sport === 'nfl' && form.bringBack ? [{ positions: ['WR', 'TE'], count: 1, fromOpponent: true }] : [];
    settings.stacks = [{ parts: [...stack.parts, ...bringBack] }];
  }
  return settings;
}

/** Settings in a few words for a notice: "QB + 2 pass catchers (WR/TE), max exposure 50%". */
export function settingsSummary(settings: TBuildSettings, sport: TSportCode): string {
  const words: string[] = [];
  const stack = settings.stacks?.[0];
  const choice = STACK_CHOICES[sport].find(
    (c) => stack && JSON.stringify(c.parts) === JSON.stringify(stack.parts.slice(0, c.parts.length)),
  );
  if (!stack) words.push('no stack');
  else words.push(choice ? `${choice.label} stack` : 'team stack');
  if (stack && choice && stack.parts.length > choice.parts.length) words.push('bring-back');
  if (settings.maxExposure !== undefined)
    words.push(`max exposure ${Math.round(settings.maxExposure * 100)}%`);
  if (settings.minUnique !== undefined) words.push(`min unique ${settings.minUnique}`);
  if (settings.minSalary !== undefined)
    words.push(`min salary $${settings.minSalary.toLocaleString('en-US')}`);
  if (settings.randomness) words.push('randomness');
  return words.join(', ');
}
