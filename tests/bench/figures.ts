/** One measured figure of a benchmark; the runner prints each as one JSON line and a report row. */
export type BenchFigure = { name: string; value: number; unit: string; note?: string };
