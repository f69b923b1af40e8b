// A test seam: a gate that holds builds at a known point until the test opens it, so cancel,
// time-limit and queue tests never depend on how long a build takes (a build that is merely
// long is raced by a fast machine; one that waits at a gate is not).

/** Shared flags: [0] open (1) or closed (0); [1] builds asking fewer lineups pass; [2] builds that reached the gate. */
const OPEN = 0;
const MIN_LINEUPS = 1;
const ARRIVED = 2;

/**
 * Holds every build of a pool that asks at least `minLineups` lineups right after its first
 * lineup, until `open()` (or until the build is cancelled or reaches its time limit, which then
 * stop it there). Smaller builds pass. The flags live in shared memory, so the build threads see
 * the test's `open()` at once.
 */
export class BuildGate {
  readonly flags: Int32Array;

  constructor(minLineups: number) {
    this.flags = new Int32Array(new SharedArrayBuffer(12));
    Atomics.store(this.flags, MIN_LINEUPS, minLineups);
  }

  /** Lets every held build (and every later one) go on. */
  open(): void {
    Atomics.store(this.flags, OPEN, 1);
    Atomics.notify(this.flags, OPEN);
  }

  /** Holds the next builds again. */
  close(): void {
    Atomics.store(this.flags, OPEN, 0);
  }

  /**
   * Builds that have reached the gate while it was closed, since it was made (a count that only
   * grows: a held build's thread may be ended, so "held now" could not be kept exact).
   */
  arrived(): number {
    return Atomics.load(this.flags, ARRIVED);
  }
}

/** True when a build asking `asked` lineups, with `found` found, is to wait at the gate now. */
export function holdsAtGate(
  flags: Int32Array | undefined,
  asked: number,
  found: number,
): flags is Int32Array {
  return (
    !!flags && found === 1 && asked >= Atomics.load(flags, MIN_LINEUPS) && Atomics.load(flags, OPEN) === 0
  );
}

/**
 * Called by a build thread where holdsAtGate said so: waits while the gate is closed and `stop()`
 * is false (a cancel or time limit stops a held build at once).
 */
export function waitAtGate(flags: Int32Array, stop: () => boolean): void {
  if (stop()) return;
  Atomics.add(flags, ARRIVED, 1);
  // Wakes on open(); looks at the stop flags every 5 ms (they are set by other threads that do
  // not notify this one).
  while (Atomics.load(flags, OPEN) === 0 && !stop()) Atomics.wait(flags, OPEN, 0, 5);
}
