// What a screen may add to <ResourceAdmin>: a notice in the form, row actions, filters of its
// own and a form of its own.
import type { ReactNode } from 'react';
import type { IpcResult } from '../../src-shared/ipc/channels.js';
import type { ListState, Row } from './list-state.js';
import type { FormValues } from './use-resource-form.js';

/** What a screen may show in the form below the fields, from the values being edited (a warning). */
export type FormNotice = (values: FormValues) => ReactNode;

/** A button on each row beside Edit and Delete (a duplicate): its call, and the message on success. */
export interface RowAction {
  label: string;
  run: (row: Row) => Promise<IpcResult<unknown>>;
  succeeded: (row: Row, value: unknown) => string;
}

/** Filters of a screen's own: their controls, and the ids they keep (null: they keep every row). */
export interface ListNarrowing {
  controls: ReactNode;
  ids: ReadonlySet<string> | null;
  /** Changes whenever the filters' values change (the list goes back to page 1). */
  key: string;
}

/** What a screen's own form gets in place of the generic drawer. */
export interface FormSlot {
  row: Row | null;
  onClose: () => void;
  onSaved: (message: string) => void;
  save: (payloads: Record<string, unknown>[], row: Row | null) => Promise<IpcResult<unknown>[]>;
}

export interface ScreenOptions {
  /** Told after each successful create, edit or delete. */
  onChanged?: () => void;
  formNotice?: FormNotice;
  rowActions?: readonly RowAction[];
  narrowing?: ListNarrowing;
  renderForm?: (slot: FormSlot) => ReactNode;
  /** The list's order until staff sort by a column (e.g. access rules by priority). */
  initialSort?: ListState['sort'];
}
