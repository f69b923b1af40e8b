import type { Highs } from 'highs';
import type { RowSet } from './rows';

// The lineup model inside HiGHS (a persistent model, kept for the whole build): columns and rows
// pushed as the RowSet grows, objective and bounds changed between lineups, one solve per lineup.

type Model = ReturnType<Highs['createModel']>;

/** What one solve ended with. */
export type SolveEnd = 'optimal' | 'infeasible' | 'time' | 'cancelled';

export class HighsLineupModel {
  private readonly model: Model;
  private colsSent = 0;
  private rowsSent = 0;

  constructor(
    private readonly highs: Highs,
    private readonly rows: RowSet,
  ) {
    this.model = highs.createModel();
    this.model.options.set({
      output_flag: false,
      // Points are integers (1/10,000 point): a gap under 1 proves the optimum.
      mip_rel_gap: 0,
      mip_abs_gap: 0.99,
      // Less time in heuristics than HiGHS's default 0.05: the time goes to proving the optimum
      // (m3 of the rules cases without the start hint: about 1.6 times faster; with the hint,
      // c7315 and the DK MLB case showed no difference either way).
      mip_heuristic_effort: 0.01,
    });
    this.model.changeObjectiveSense(highs.constants.objectiveSense.maximize);
    this.sync();
  }

  /** Sends the columns and rows added to the RowSet since the last call. */
  sync(): void {
    const n = this.rows.cols - this.colsSent;
    if (n > 0) {
      this.model.addVars(new Array<number>(n).fill(0), new Array<number>(n).fill(1));
      const sel = { kind: 'range', from: this.colsSent, to: this.rows.cols - 1 } as const;
      this.model.changeColsIntegrality(
        sel,
        new Int32Array(n).fill(this.highs.constants.variableType.integer),
      );
      this.colsSent = this.rows.cols;
    }
    for (; this.rowsSent < this.rows.rows.length; this.rowsSent++) {
      const r = this.rows.rows[this.rowsSent]!;
      this.model.addRow(r.lower, r.upper, { indices: r.idx, values: r.val });
    }
  }

  /** Sets the objective of the first columns (the others cost 0). */
  costs(values: readonly number[]): void {
    if (values.length) this.model.changeColsCost({ kind: 'range', from: 0, to: values.length - 1 }, values);
  }

  /** Column bounds: 0..1, or fixed at 0 where `off`. */
  bounds(cols: readonly number[], off: readonly boolean[]): void {
    if (!cols.length) return;
    const sorted = cols.map((c, k) => ({ c, off: off[k] })).sort((a, b) => a.c - b.c);
    this.model.changeColsBounds(
      { kind: 'set', indices: sorted.map((x) => x.c) },
      sorted.map(() => 0),
      sorted.map((x) => (x.off ? 0 : 1)),
    );
  }

  /** Row bounds of a row already sent. */
  rowBounds(row: number, lower: number, upper: number): void {
    this.model.changeRowBounds(row, lower, upper);
  }

  /**
   * A start for the next solve: these columns at 1, the others left for HiGHS to complete (it
   * fixes them and solves the rest: a small MIP). Only a hint: a start HiGHS cannot complete is
   * dropped.
   */
  hint(cols: readonly number[]): void {
    if (!cols.length) return;
    const indices = [...cols].sort((a, b) => a - b);
    this.sync();
    this.model.setSolution({ indices, values: indices.map(() => 1) });
  }

  /** Solves within `seconds`; `cancel` is polled inside the search. */
  solve(seconds: number, cancel?: () => boolean): { end: SolveEnd; values: Float64Array | null } {
    this.sync();
    this.model.options.set('time_limit', Math.max(0.001, seconds));
    const { modelStatus } = cancel
      ? this.model.run({
          [this.highs.constants.callbackType.mipInterrupt]: (event: { interrupt(): void }) => {
            if (cancel()) event.interrupt();
          },
        })
      : this.model.run();
    const st = this.highs.constants.modelStatus;
    if (modelStatus === st.optimal) return { end: 'optimal', values: this.model.getSolution().colValue };
    if (modelStatus === st.infeasible) return { end: 'infeasible', values: null };
    if (modelStatus === st.interrupted) return { end: 'cancelled', values: null };
    if (modelStatus === st.timeLimit) return { end: 'time', values: null };
    throw new Error(`HiGHS ended with model status ${modelStatus}`);
  }

  dispose(): void {
    this.model.dispose();
  }
}
