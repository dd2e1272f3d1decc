/** One measured figure of a benchmark; the runner prints each as one JSON line and a report row. */
export type BenchFigure = { name: string; value: number; unit: string; note?: string };

export const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);

/** The value at fraction `p` (0–1) of the sorted values, the highest for p = 1; 0 for none. */
export const pct = (xs: readonly number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? 0;
