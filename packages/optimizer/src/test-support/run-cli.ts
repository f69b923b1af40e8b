import { spawnSync } from 'node:child_process';

/**
 * Runs a bundled command-line tool in `dir` as `npm run` would start it there (relative paths
 * resolve against INIT_CWD), and gives its exit status and output.
 */
export function runCliIn(
  cli: string,
  dir: string,
  args: string[],
): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [cli, ...args], {
    encoding: 'utf8',
    cwd: dir,
    env: { ...process.env, INIT_CWD: dir },
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}
