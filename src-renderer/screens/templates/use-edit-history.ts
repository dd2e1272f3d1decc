// The editors' draft with undo and redo (edit-history.ts), restarted when another record is loaded.
import { useCallback, useState } from 'react';
import { canRedo, canUndo, edit, redo, startHistory, undo, type EditHistory } from './edit-history.js';

export interface HistoryControls<T> {
  value: T;
  /** A local edit of one field (clears redo). */
  change: (field: keyof T & string, value: T[keyof T]) => void;
  undo: () => void;
  redo: () => void;
  canUndo: boolean;
  canRedo: boolean;
  /** Starts over from a loaded or saved record (no history). */
  reset: (value: T) => void;
}

export function useEditHistory<T extends object>(initial: T): HistoryControls<T> {
  const [history, setHistory] = useState<EditHistory<T>>(() => startHistory(initial));
  const change = useCallback((field: keyof T & string, value: T[keyof T]) => {
    setHistory((h) =>
      Object.is(h.present[field], value) ? h : edit(h, { ...h.present, [field]: value }, field, Date.now()),
    );
  }, []);
  return {
    value: history.present,
    change,
    undo: useCallback(() => setHistory(undo), []),
    redo: useCallback(() => setHistory(redo), []),
    canUndo: canUndo(history),
    canRedo: canRedo(history),
    reset: useCallback((value: T) => setHistory(startHistory(value)), []),
  };
}
