// Runs a test run's phases (shell commands), some side by side, and prints their wall times as a
// table: `npm test` (scripts/test.mjs) and CI (.ci/run, through scripts/ci-phase.mjs) share it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Seconds with one decimal. */
const secs = (ms) => (ms / 1000).toFixed(1);

/** Runs one command with inherited output; resolves its exit code and wall time. */
export function runCommand(command, env = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), ms: Date.now() - started }));
  });
}

/**
 * Runs `steps` in order; a step is one phase or a list of phases run side by side. A phase is
 * `{ name, command, env? }`. After a failed step the later ones are not run (listed as skipped).
 * Resolves the phases' rows `{ name, ms, status }` and the step-by-step wall time.
 */
export async function runPhases(steps) {
  const rows = [];
  let failed = false;
  for (const step of steps) {
    const group = Array.isArray(step) ? step : [step];
    if (failed) {
      for (const p of group) rows.push({ name: p.name, ms: 0, status: 'skipped' });
      continue;
    }
    const label = group.map((p) => p.name).join(' + ');
    console.log(`\n== ${label}${group.length > 1 ? ' (side by side)' : ''}`);
    const started = Date.now();
    const results = await Promise.all(group.map((p) => runCommand(p.command, p.env)));
    const wall = Date.now() - started;
    group.forEach((p, i) => {
      const r = results[i];
      rows.push({
        name: p.name,
        ms: r.ms,
        status: r.code === 0 ? 'ok' : `failed (${r.code})`,
        ...(group.length > 1 ? { wallOfGroup: wall } : {}),
      });
      if (r.code !== 0) failed = true;
    });
  }
  return { rows, failed };
}

/**
 * The table of phases: each phase's own wall time, and the total wall time (phases run side by
 * side count once, at their group's wall time).
 */
export function phaseTable(title, rows, totalMs) {
  const width = Math.max(...rows.map((r) => r.name.length), 'total'.length);
  const lines = [`${title}`, `${'phase'.padEnd(width)}  ${'wall s'.padStart(8)}  status`];
  for (const r of rows) {
    const side = r.wallOfGroup !== undefined ? '  (side by side)' : '';
    lines.push(`${r.name.padEnd(width)}  ${secs(r.ms).padStart(8)}  ${r.status}${side}`);
  }
  lines.push(`${'total'.padEnd(width)}  ${secs(totalMs).padStart(8)}`);
  return lines.join('\n');
}

/** Appends rows to a JSON lines file (CI gathers the phases of its own steps and of `npm test`). */
export function recordPhases(file, rows) {
  if (!file) return;
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  fs.appendFileSync(file, rows.map((r) => JSON.stringify(r)).join('\n') + '\n');
}

/** The rows recorded in a JSON lines file. */
export function readPhases(file) {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}
