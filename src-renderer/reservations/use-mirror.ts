// Moved to src-renderer/data/use-data.ts; kept for the screens another change is editing.
export { useData as useMirror, type DataState as MirrorState } from '../data/use-data.js';
