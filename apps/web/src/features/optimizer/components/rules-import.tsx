import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import {
  settingsProblems,
  SLATE_RULES,
  ZBuildSettings,
  type TSlateRuleName,
  type TSlateRules,
} from '@dfs/contracts';
import { FileButton } from '../../../shared/ui';

/** A rules file read: the lineup rules it holds and the other settings it names, or its problems. */
export type TRulesImport = { rules: TSlateRules; others: string[] } | { problems: string[] };

/**
 * Reads a rules.json (the CLI's file, the build settings) with the one strict settings schema:
 * an unknown key, a wrong type or a value out of range is named with its path, as the CLI and the
 * API name it. The lineup rules are taken; other settings (locks, stacks, ...) are named, since
 * the pool and the build panel keep them.
 */
export function readRulesImport(name: string, text: string): TRulesImport {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { problems: [`${name} is not valid JSON.`] };
  }
  const parsed = ZBuildSettings.safeParse(value);
  if (!parsed.success) return { problems: settingsProblems(parsed.error, ZBuildSettings, value) };
  const isRule = (k: string): k is TSlateRuleName => (SLATE_RULES as readonly string[]).includes(k);
  const keys = Object.keys(parsed.data);
  const rules = Object.fromEntries(keys.filter(isRule).map((k) => [k, parsed.data[k]])) as TSlateRules;
  return { rules, others: keys.filter((k) => !isRule(k)) };
}

/**
 * The rules panel's import: a rules.json replaces the lineup rules on the slate; a file the
 * schema refuses is listed problem by problem and changes nothing.
 */
export function RulesImport(props: { busy: boolean; onImport: (rules: TSlateRules, note: string) => void }) {
  const [problems, setProblems] = useState<{ name: string; lines: string[] } | null>(null);
  const onFile = ({ name, csv: text }: { name: string; csv: string }) => {
    const read = readRulesImport(name, text);
    if ('problems' in read) {
      setProblems({ name, lines: read.problems });
      return;
    }
    if (Object.keys(read.rules).length === 0) {
      // Importing would clear the slate's rules: a file of locks or stacks only is not for this panel.
      setProblems({ name, lines: [`it holds no lineup rules (${SLATE_RULES.join(', ')})`] });
      return;
    }
    setProblems(null);
    const left = read.others.length
      ? ` Not imported here: ${read.others.join(', ')} (set them in the player pool and build settings).`
      : '';
    props.onImport(read.rules, `Rules imported from ${name}.${left}`);
  };
  return (
    <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
      <FileButton
        label="Import rules file"
        accept=".json,application/json"
        disabled={props.busy}
        onFile={onFile}
      />
      {problems && (
        <Alert severity="error" sx={{ justifySelf: 'stretch' }}>
          {problems.name} was not imported:
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {problems.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </Box>
        </Alert>
      )}
    </Box>
  );
}
