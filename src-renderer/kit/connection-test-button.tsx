// <ConnectionTestButton>: "Test the connection" of an integration (a card provider, an email
// provider). The call itself may work while the provider refuses: the outcome says which — success
// with what the provider answered, refused with why — and a call that failed says so too.
import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IpcResult } from '../../src-shared/ipc/channels.js';
import { outcomeOf, type Outcome } from './outcome.js';

/**
 * The button's texts under an i18n area: `<area>.test` (its label), `<area>.testPassed` and
 * `<area>.testFailed` (each with `{{result}}`, what the provider answered).
 */
export type ConnectionTestArea = 'emailProvider' | 'payments';

export function ConnectionTestButton({
  run,
  area,
  onOutcome,
}: {
  run: () => Promise<IpcResult<{ ok: boolean; result: string }>>;
  area: ConnectionTestArea;
  /** The outcome to show; called after every test (the caller reloads what the test changed). */
  onOutcome: (outcome: Outcome) => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const test = async () => {
    setBusy(true);
    try {
      const result = await run();
      if (!result.ok) onOutcome(outcomeOf(result, { success: '' }));
      else
        onOutcome(
          result.value.ok
            ? { kind: 'success', text: t(`${area}.testPassed`, { result: result.value.result }) }
            : { kind: 'refused', text: t(`${area}.testFailed`, { result: result.value.result }) },
        );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="default" onClick={() => void test()} loading={busy}>
      {t(`${area}.test`)}
    </Button>
  );
}
