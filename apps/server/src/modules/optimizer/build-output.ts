import { toJsonLineup, type BuildResult } from '@dfs/optimizer';
import type { TJobOutput } from './build-queue';

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

/**
 * A job's answer as one string for Redis: JSON of the answer, and for a build, a newline and its
 * lineups' JSON as they are (JSON.stringify never writes a newline), so the reader parses only
 * the small part and the lineups are never escaped inside another JSON string.
 */
export function serializeOutput(out: TJobOutput): string {
  if (out.type !== 'build') return JSON.stringify(out);
  const { lineupsJson, ...rest } = out.result;
  return `${JSON.stringify({ type: 'build', result: rest })}\n${lineupsJson}`;
}

/** The answer serializeOutput wrote. */
export function parseOutput(raw: string): TJobOutput {
  const cut = raw.indexOf('\n');
  if (cut < 0) return JSON.parse(raw) as TJobOutput;
  const head = JSON.parse(raw.slice(0, cut)) as { result: Omit<TEncodedBuild, 'lineupsJson'> };
  return { type: 'build', result: { ...head.result, lineupsJson: raw.slice(cut + 1) } };
}
