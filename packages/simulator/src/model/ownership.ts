import type { RuleSet } from '@dfs/optimizer';

// Projected ownership when the projection file has no Ownership column. Each roster slot hands
// out one unit of ownership among the players who may fill it, in proportion to
// projection^2 x value (value = points per $1,000 of the slot's salary): the field wants the
// points and pays attention to price (salaries under 30 % of the cap's average per place count as that). A player's ownership is the sum of his shares over the ordinary
// slots, his captain ownership the sum over the multiplier slots (CPT, MVP, STAR, PRO), so the
// ownership of all players adds up to the number of slots of each kind.

/** Highest ownership the model gives one player over all his slots. */
const MAX_OWNERSHIP = 0.9;

/** What the ownership model needs of a player. */
export type OwnershipPlayer = {
  mean: number;
  salary: number;
  /** Salary per slot kind when the operator lists it (DraftKings CPT rows). */
  kindSalaries?: Partial<Record<string, number>>;
  /** Slot indices of the rule set this player may fill. */
  slots: readonly number[];
  /** Uploaded ownership (fraction), or null. */
  uploaded: number | null;
};

/** Model weight of a player in a slot of this kind. */
export function ownershipWeight(rules: RuleSet, p: OwnershipPlayer, kind: string): number {
  const k = rules.kinds[kind as keyof RuleSet['kinds']];
  const pts = p.mean * (k?.pointsMultiplier ?? 1);
  if (!(pts > 0)) return 0;
  const sal = p.kindSalaries?.[kind] ?? p.salary * (k?.salaryMultiplier ?? 1);
  // A salary far under the usual price of a place (an injured player listed at the minimum) would
  // make his value absurd: salaries count as at least 30 % of the cap's average per place.
  const floor = (0.3 * rules.salaryCap) / rules.slots.length;
  const value = pts / (Math.max(sal, floor) / 1000);
  return pts * pts * value;
}

/**
 * Ownership (ordinary slots) and captain ownership (multiplier slots) per player, fractions.
 * Uploaded values win for the players that have them; the whole ordinary set is then scaled so it
 * adds up to the number of ordinary slots, as real ownership does.
 */
export function projectOwnership(
  rules: RuleSet,
  players: readonly OwnershipPlayer[],
): { ownership: Float64Array; captain: Float64Array } {
  const n = players.length;
  const ownership = new Float64Array(n);
  const captain = new Float64Array(n);
  const baseSlots = rules.slots.filter((slot) => slot.kind === 'BASE').length;
  // Weights per slot; a player's shares over all slots cannot pass MAX_OWNERSHIP, so his weights
  // are scaled down and the slot renormalised until no one does (a few rounds settle it).
  const weights = rules.slots.map((slot, s) =>
    players.map((p) => (p.slots.includes(s) ? ownershipWeight(rules, p, slot.kind) : 0)),
  );
  const shares = weights.map((w) => w.map(() => 0));
  for (let round = 0; round < 50; round++) {
    weights.forEach((w, s) => {
      const total = w.reduce((a, b) => a + b, 0);
      w.forEach((x, i) => (shares[s]![i] = total > 0 ? x / total : 0));
    });
    let over = false;
    for (let i = 0; i < n; i++) {
      const total = shares.reduce((a, row) => a + row[i]!, 0);
      if (total > MAX_OWNERSHIP + 1e-9) {
        over = true;
        for (const w of weights) w[i] = w[i]! * (MAX_OWNERSHIP / total);
      }
    }
    if (!over) break;
  }
  rules.slots.forEach((slot, s) => {
    const into = slot.kind === 'BASE' ? ownership : captain;
    shares[s]!.forEach((x, i) => (into[i] = into[i]! + x));
  });
  if (players.some((p) => p.uploaded !== null)) {
    for (let i = 0; i < n; i++) ownership[i] = players[i]!.uploaded ?? ownership[i]!;
    const sum = ownership.reduce((a, b) => a + b, 0);
    if (sum > 0) for (let i = 0; i < n; i++) ownership[i] = Math.min(1, (ownership[i]! * baseSlots) / sum);
  }
  return { ownership, captain };
}
