// The one module that imports jotai (lint forbids it elsewhere), so the state library can be
// swapped or instrumented in one place. Atoms live with their feature.
export { atom, createStore, Provider, useAtom, useAtomValue, useSetAtom, useStore } from 'jotai';
export type { Atom, PrimitiveAtom, WritableAtom } from 'jotai';
