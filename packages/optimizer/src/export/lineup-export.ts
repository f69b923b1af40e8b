import { csvLine } from '../import/csv-parse';
import type { RuleSet } from '../rules/rule-set.types';
import type { Lineup } from '../solver/build-input.types';

/**
 * Writes lineups as the operator's bulk-upload CSV: the slot header as in the operator's
 * template (DraftKings `QB,RB,...,DST,,Instructions`; FanDuel labels such as
 * `MVP - 2X Points`), then one row of operator ids per lineup (the CPT row id for a DraftKings
 * captain).
 */
export function exportUploadCsv(rules: RuleSet, lineups: readonly Lineup[]): string {
  const header = [...rules.slots.map((s) => s.label), '', 'Instructions'];
  const lines = [csvLine(header)];
  for (const lineup of lineups) {
    const ids = rules.slots.map((_, i) => lineup.slots[i]?.entryId ?? '');
    lines.push(csvLine([...ids, '', '']));
  }
  return `${lines.join('\r\n')}\r\n`;
}
