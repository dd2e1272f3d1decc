// Moved to src-renderer/data/mutate.ts; kept for the screens another change is editing.
export { errorText, useMutate, type Mutate, type MutateResult } from '../data/mutate.js';
