// mulberry32: a tiny seeded PRNG. The same seed gives the same sequence on every machine, which is
// what demo data (the same on every install), benchmarks (the same day every run) and randomized
// tests (a failing seed replays) need. Not for anything secret.

/** Floats in [0, 1) from `seed`. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
