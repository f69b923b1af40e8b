import { toJsonLineup, type BuildResult } from '@dfs/optimizer';

/**
 * A build's answer with its lineups already JSON, in the form the builds table stores and
 * createbuild sends (`allTeams`). The lineups are encoded once, where the build ran (a build
 * thread's process, or a worker process with Redis), and the server passes the text on to the
 * database and the HTTP answer: 150 lineups parsed from Redis and written out twice were the
 * server's largest cost per build in a lock rush.
 */
export type TEncodedBuild = Omit<BuildResult, 'lineups'> & {
  /** How many lineups `lineupsJson` holds. */
  count: number;
  /** JSON array of the lineups (toJsonLineup). */
  lineupsJson: string;
};

/** The build's lineups as JSON, once. */
export function encodeBuild(result: BuildResult): TEncodedBuild {
  const { lineups, ...rest } = result;
  return { ...rest, count: lineups.length, lineupsJson: JSON.stringify(lineups.map(toJsonLineup)) };
}
