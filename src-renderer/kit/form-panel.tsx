// <FormPanel>: a settings section that is one form (SectionPanel with onSubmit) and says how its load
// and its last save went — the load's failure (LoadFailure) and the save's outcome (OutcomeLine) —
// above its fields. The save button shows once there is something to save (`saveLabel`).
import type { ReactNode } from 'react';
import { LoadFailure } from './load-failure.js';
import { OutcomeLine } from './outcome-line.js';
import type { Outcome } from './outcome.js';
import { SectionPanel } from './section-panel.js';

export function FormPanel({
  id,
  title,
  intro,
  loadError,
  outcome,
  onDismiss,
  dismissLabel,
  onSave,
  saveLabel,
  children,
}: {
  /** The heading's id; the section is named by it. */
  id: string;
  title: string;
  intro?: ReactNode;
  /** Why what the form shows could not be read, or null. */
  loadError: string | null;
  outcome: Outcome | null;
  onDismiss: () => void;
  dismissLabel: string;
  onSave: () => Promise<void>;
  /** The submit button's text; undefined until the form has loaded. */
  saveLabel: string | undefined;
  children?: ReactNode;
}) {
  return (
    <SectionPanel
      id={id}
      title={title}
      intro={intro}
      onSubmit={(e) => {
        e.preventDefault();
        void onSave();
      }}
      submitLabel={saveLabel}
    >
      <LoadFailure title={title} error={loadError} />
      <OutcomeLine outcome={outcome} onDismiss={onDismiss} dismissLabel={dismissLabel} />
      {children}
    </SectionPanel>
  );
}
