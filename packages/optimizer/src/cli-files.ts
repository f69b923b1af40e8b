import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ImportIssue } from './import/import-issue.types';

// Files named on a command line (this package's CLI and the contest simulator's): paths resolve
// where the user typed the command, and a failure says which file and why.

/** The full path of a command-line file argument. */
export function resolveArg(file: string): string {
  // npm -w runs scripts in the package folder; INIT_CWD is where the user typed the command.
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
}

/** A file the CLI cannot read or write; its message is for the user as it stands. */
export class FileProblem extends Error {}

/** Runs a file operation; a failure becomes a FileProblem that says which file and why. */
export function onFile<T>(verb: 'read' | 'write', file: string, act: (full: string) => T): T {
  const full = resolveArg(file);
  try {
    return act(full);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    const why =
      code === 'ENOENT'
        ? 'no such file or folder'
        : code === 'EACCES' || code === 'EPERM'
          ? 'permission denied'
          : code === 'EISDIR'
            ? 'it is a folder'
            : (e as Error).message;
    throw new FileProblem(`Cannot ${verb} ${full}: ${why}.`);
  }
}

/** A text file's content (UTF-8). */
export function readText(file: string): string {
  return onFile('read', file, (full) => readFileSync(full, 'utf8'));
}

/** Prints import issues to standard error, one a line: `severity: file:line [column]: reason`. */
export function report(issues: readonly ImportIssue[]): void {
  for (const i of issues)
    process.stderr.write(
      `${i.severity}: ${i.file}:${i.line}${i.column ? ` [${i.column}]` : ''}: ${i.reason}\n`,
    );
}
