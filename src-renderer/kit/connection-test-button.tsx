// <ConnectionTestButton>: "Test the connection" of an integration (a card provider, an email
// provider). The call itself may work while the provider refuses: the outcome says which — success
// with what the provider answered, refused with why — and a call that failed says so too.
import { Button } from '@mantine/core';
import { useState } from 'react';
import type { IpcResult } from '../../src-shared/ipc/channels.js';
import { outcomeOf, type Outcome } from './outcome.js';

export interface ConnectionTestTexts {
  label: string;
  passed: (result: string) => string;
  failed: (result: string) => string;
}

export function ConnectionTestButton({
  run,
  texts,
  onOutcome,
}: {
  run: () => Promise<IpcResult<{ ok: boolean; result: string }>>;
  texts: ConnectionTestTexts;
  /** The outcome to show; called after every test (the caller reloads what the test changed). */
  onOutcome: (outcome: Outcome) => void;
}) {
  const [busy, setBusy] = useState(false);
  const test = async () => {
    setBusy(true);
    try {
      const result = await run();
      if (!result.ok) onOutcome(outcomeOf(result, { success: '' }));
      else
        onOutcome(
          result.value.ok
            ? { kind: 'success', text: texts.passed(result.value.result) }
            : { kind: 'refused', text: texts.failed(result.value.result) },
        );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="default" onClick={() => void test()} loading={busy}>
      {texts.label}
    </Button>
  );
}
