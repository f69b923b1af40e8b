/** Formats dollars as players read them: 51200 -> "51,200". */
export function money(value: number): string {
  return Math.round(value).toLocaleString('en-US');
}

/** Formats a fraction as a percentage: 0.5 -> "50%". */
export function percent(value: number): string {
  return `${Math.round(value * 1000) / 10}%`;
}

/** Human description of a stack rule, e.g. "KC QB + 2 WR/TE". */
export function describeStack(rule: {
  teams?: string[];
  parts: { positions?: string[]; count: number; fromOpponent?: boolean }[];
}): string {
  const team = rule.teams?.length ? rule.teams.join('/') : 'any team';
  const parts = rule.parts.map(
    (p) =>
      `${p.fromOpponent ? 'opponent ' : ''}${p.count} ${p.positions?.length ? p.positions.join('/') : 'players'}`,
  );
  return `${team}: ${parts.join(' + ')}`;
}

/**
 * The players a pair rule counts, in words: "the same team", "the opponent", or a value that is
 * neither as it was given (the checks refuse it; a message never reads it as either side).
 */
export function pairSide(team: string): string {
  if (team === 'same') return 'the same team';
  if (team === 'opponent') return 'the opponent';
  return `team ${JSON.stringify(team)}`;
}
