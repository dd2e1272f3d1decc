// One guest's buttons: check in (or undo), blacklist (or lift), edit and remove, each named with
// the guest so a screen reader tells the rows apart.
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { GuestListEntry } from '../../../src-shared/schemas/guest-list.js';
import { nameOf } from './use-guest-writes.js';

interface GuestRowActionsProps {
  entry: GuestListEntry;
  busy: boolean;
  onCheckIn: (checkedIn: boolean) => void;
  onBlacklist: () => void;
  onLift: () => void;
  onEdit: () => void;
  onRemove: () => void;
}

export function GuestRowActions({
  entry: g,
  busy,
  onCheckIn,
  onBlacklist,
  onLift,
  onEdit,
  onRemove,
}: GuestRowActionsProps) {
  const { t } = useTranslation();
  const name = nameOf(g);
  return (
    <>
      <Button
        size="compact-xs"
        variant={g.checked_in ? 'subtle' : 'light'}
        disabled={busy}
        aria-label={t(g.checked_in ? 'guests.list.undoCheckInOf' : 'guests.list.checkInNamed', { name })}
        onClick={() => onCheckIn(!g.checked_in)}
      >
        {g.checked_in ? t('guests.list.undo') : t('guests.list.checkIn')}
      </Button>
      <Button
        size="compact-xs"
        variant="subtle"
        color={g.blacklisted ? 'gray' : 'red'}
        disabled={busy}
        aria-label={t(g.blacklisted ? 'guests.list.liftOf' : 'guests.list.blacklistNamed', { name })}
        onClick={g.blacklisted ? onLift : onBlacklist}
      >
        {g.blacklisted ? t('guests.list.lift') : t('guests.list.blacklist')}
      </Button>
      <Button
        size="compact-xs"
        variant="subtle"
        aria-label={t('guests.list.editNamed', { name })}
        onClick={onEdit}
      >
        {t('guests.list.edit')}
      </Button>
      <Button
        size="compact-xs"
        variant="subtle"
        color="red"
        disabled={busy}
        aria-label={t('guests.list.removeNamed', { name })}
        onClick={onRemove}
      >
        {t('guests.list.remove')}
      </Button>
    </>
  );
}
