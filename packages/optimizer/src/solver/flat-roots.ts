import type { Problem } from './problem';
import type { RootEnumerator } from './root-enumerator';
import type { KeptShapes, RootVariant } from './root-shapes';
import type { FlatRoots, RootConfig } from './search-plan.types';

/** Lays the listed roots out flat (see FlatRoots) and gives the root reader for the plan. */
export function flattenRoots(
  problem: Problem,
  roots: RootEnumerator,
): { flat: FlatRoots; rootAt: (r: number, into: RootConfig) => RootConfig } {
  const { rootCount, choiceShapes, keptList, variantList } = roots;
  const choiceCopies = roots.copyList.toArray();
  const flat: FlatRoots = {
    choice: new Int32Array(rootCount),
    residual: new Int32Array(rootCount),
    offsets: roots.offsets.toArray(),
    entries: new Int32Array(choiceCopies.length),
    persons: new Int32Array(choiceCopies.length),
    budget: roots.budget.toArray(),
  };
  for (let k = 0; k < choiceCopies.length; k++) {
    const info = problem.copies[choiceCopies[k] as number];
    flat.entries[k] = info?.entry ?? 0;
    flat.persons[k] = info?.person ?? 0;
  }
  const variantOf = new Int32Array(rootCount);
  for (let c = 0, at = 0; c < choiceShapes.length; c++) {
    const kept = keptList[choiceShapes.data[c] as number] as KeptShapes;
    for (let j = 0; j < kept.variants.length; j++, at++) {
      flat.choice[at] = c;
      flat.residual[at] = kept.residuals[j] as number;
      variantOf[at] = kept.variants[j] as number;
    }
  }
  const coreSetOfChoice = roots.coreSetOf.toArray();
  const rootAt = (r: number, into: RootConfig): RootConfig => {
    const c = flat.choice[r] as number;
    const v = variantList[variantOf[r] as number] as RootVariant;
    into.forcedCopies = choiceCopies;
    into.forcedFrom = flat.offsets[c] as number;
    into.forcedTo = flat.offsets[c + 1] as number;
    into.forcedUnits = problem.budgetUnits - (flat.budget[c] as number);
    into.coreSet = coreSetOfChoice[c] as number;
    into.residualId = v.residualId;
    into.switchOk = v.switchOk;
    return into;
  };
  return { flat, rootAt };
}
