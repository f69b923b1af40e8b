import type { Problem } from './problem';
import type { ShapeOracle } from './slot-matching';

// What RootEnumerator (root-enumerator.ts) works with: the shapes a choice of forced copies can
// be completed to, a growing list of integers, and the copy tables it reads.

/** A feasible shape for some forced group counts: what is left to pick and which switches are duplicates. */
export type RootVariant = { residualId: number; switchOk: Uint8Array; shape: Int32Array };

/** Variant ids of the feasible shapes for some forced counts (see RootEnumerator.variantsOf). */
export type ShapeVariants = { all: KeptShapes; kept: Map<number | string, KeptShapes>; oracle: ShapeOracle };

/** Shapes a choice of forced copies is searched with: variant and residual ids, listed once. */
export type KeptShapes = { id: number; variants: Int32Array; residuals: Int32Array };

/** A growable Int32Array. */
export class IntList {
  data = new Int32Array(256);
  length = 0;

  push(x: number): void {
    if (this.length === this.data.length) {
      const next = new Int32Array(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = x;
  }

  toArray(): Int32Array {
    return this.data.slice(0, this.length);
  }
}

/** Per copy: its salary units and group; per person: the copies the slot locks allow. */
export function copyTables(
  problem: Problem,
  copyAllowed: Uint8Array,
): { copyUnits: Int32Array; copyGroup: Int32Array; allowedByPerson: number[][] } {
  const allowedByPerson = problem.persons.map((_, p) =>
    (problem.personEntries[p] ?? []).flatMap((e) =>
      (problem.entryCopies[e] ?? []).filter((c) => copyAllowed[c]),
    ),
  );
  const copyUnits = new Int32Array(problem.copies.length);
  const copyGroup = new Int32Array(problem.copies.length);
  problem.copies.forEach((c, i) => {
    copyUnits[i] = problem.entries[c.entry]?.units ?? 0;
    copyGroup[i] = c.group;
  });
  return { copyUnits, copyGroup, allowedByPerson };
}

/** Copies of an entry by rank, and an id per distinct list of their groups. */
export function copyRanks(
  problem: Problem,
  copyGroup: Int32Array,
): { copyRank: Int32Array; entryGroupsId: Int32Array; groupListCount: number; maxCopies: number } {
  const copyRank = new Int32Array(problem.copies.length);
  const entryGroupsId = new Int32Array(problem.entries.length);
  const groupLists = new Map<string, number>();
  let maxCopies = 1;
  problem.entryCopies.forEach((list, e) => {
    list.forEach((c, k) => {
      copyRank[c] = k;
    });
    maxCopies = Math.max(maxCopies, list.length);
    const key = list.map((c) => copyGroup[c]).join(',');
    let id = groupLists.get(key);
    if (id === undefined) {
      id = groupLists.size;
      groupLists.set(key, id);
    }
    entryGroupsId[e] = id;
  });
  return { copyRank, entryGroupsId, groupListCount: groupLists.size, maxCopies };
}

/**
 * Decides a pattern id per person: players with the same copies (groups and ranks) lead to the
 * same kept shapes, so unlocked player lists are resolved once per pattern.
 */
export function personPatterns(
  problem: Problem,
  allowedByPerson: readonly number[][],
  copyGroup: Int32Array,
  copyRank: Int32Array,
  entryGroupsId: Int32Array,
): { patternOf: Int32Array; patternCount: number } {
  const patternOf = new Int32Array(problem.persons.length);
  const patternIds = new Map<string, number>();
  allowedByPerson.forEach((copies, p) => {
    const key = copies.map((c) => {
      const e = problem.copies[c]?.entry ?? 0;
      return `${copyGroup[c]}:${copyRank[c]}:${entryGroupsId[e]}:${problem.entryCopies[e]?.length}`;
    });
    const text = key.join(',');
    let id = patternIds.get(text);
    if (id === undefined) {
      id = patternIds.size;
      patternIds.set(text, id);
    }
    patternOf[p] = id;
  });
  return { patternOf, patternCount: patternIds.size };
}

/** Whether moving one player between groups keeps `shape` feasible (see RootConfig.switchOk). */
export function switchMask(oracle: ShapeOracle, shape: Int32Array, G: number): Uint8Array {
  const switchOk = new Uint8Array(G * G);
  for (let from = 0; from < G; from++) {
    if (!shape[from]) continue;
    for (let to = 0; to < G; to++) {
      if (to === from) continue;
      const alt = shape.slice();
      alt[from] = (alt[from] as number) - 1;
      alt[to] = (alt[to] as number) + 1;
      if (oracle.feasible(alt)) switchOk[from * G + to] = 1;
    }
  }
  return switchOk;
}
