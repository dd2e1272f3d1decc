// Deleting clients, one or the selected ones: online only (the server unlinks their bookings and
// guest-list entries), so while this terminal is offline, or for a role that may not delete, the
// action says why it is unavailable instead of pretending. The outcome is the server's answer.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Client } from '../../../src-shared/schemas/client.js';
import { callApi } from '../../data/call.js';
import { useOffline } from '../../data/sync-status.js';
import { ConfirmDialog } from '../../kit/confirm-dialog.js';
import { outcomeOf, type Outcome } from '../../kit/outcome.js';
import { useCan } from '../../session/use-permissions.js';

export const clientName = (c: Pick<Client, 'first_name' | 'last_name'>) =>
  `${c.first_name} ${c.last_name}`.trim();

/** Why deleting is unavailable here and now, or null when it is available. */
export function useDeleteBlocked(): string | null {
  const { t } = useTranslation();
  const offline = useOffline();
  const may = useCan('clients.delete');
  if (!may) return t('guests.clients.mayNotDelete');
  return offline ? t('guests.clients.offlineDelete') : null;
}

export async function deleteClients(
  clients: readonly Client[],
  texts: {
    one: (name: string) => string;
    many: (count: number) => string;
    failed: (error: string) => string;
  },
): Promise<Outcome> {
  const [only] = clients;
  const result =
    clients.length === 1 && only
      ? await callApi('clients.delete', { params: { id: only.id } })
      : await callApi('clients.bulkDelete', { body: { ids: clients.map((c) => c.id) } });
  const outcome = outcomeOf(result, {
    success: clients.length === 1 && only ? texts.one(clientName(only)) : texts.many(clients.length),
  });
  return outcome.kind === 'refused' ? { ...outcome, text: texts.failed(outcome.text) } : outcome;
}

/** The confirm dialog of a delete; `clients` null keeps it closed. */
export function DeleteClientsDialog({
  clients,
  onCancel,
  onDone,
}: {
  clients: readonly Client[] | null;
  onCancel: () => void;
  onDone: (outcome: Outcome) => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const list = clients ?? [];
  const names = list.map(clientName);
  const confirm = async () => {
    setBusy(true);
    const outcome = await deleteClients(list, {
      one: (name) => t('guests.clients.deletedNamed', { name }),
      many: (count) => t('guests.clients.deleted', { count }),
      failed: (error) => t('guests.clients.deleteFailed', { error }),
    });
    setBusy(false);
    onDone(outcome);
  };
  const shown = names.length > 5 ? [...names.slice(0, 5), '…'] : names;
  return (
    <ConfirmDialog
      opened={clients !== null && list.length > 0}
      title={t('guests.clients.confirmTitle', { count: list.length })}
      confirmLabel={t('guests.clients.confirm')}
      onConfirm={() => void confirm()}
      onCancel={onCancel}
      busy={busy}
    >
      {list.length === 1
        ? t('guests.clients.confirmOne', { name: names[0] })
        : t('guests.clients.confirmMany', { names: shown.join(', ') })}
    </ConfirmDialog>
  );
}
