import { spawn } from 'node:child_process';
import { serverRoot } from '../src/core/paths';

/**
 * The environment of a server process a test starts: its own port and data directory on
 * 127.0.0.1, no demo data, NODE_ENV test; `more` adds variables or overrides these.
 */
export function serverProcessEnv(
  port: number,
  dataDir: string,
  more: NodeJS.ProcessEnv = {},
): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO_DATA: 'false',
    NODE_ENV: 'test',
    ...more,
  };
}

/**
 * Starts the server's entry (`src/main.ts`, from the sources) as a process of its own with `env`,
 * its output piped; `wrapper` is a command that runs it (`['unshare', '--pid', ...]`).
 */
export function spawnServer(env: NodeJS.ProcessEnv, wrapper: string[] = []) {
  const argv = [...wrapper, process.execPath, '--import', 'tsx', 'src/main.ts'];
  return spawn(argv[0] as string, argv.slice(1), {
    cwd: serverRoot(),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}
