// Add a guest to the day, or edit one: the entry's fields checked with the server's own rules
// (guest-form-values.ts) before anything is queued.
import { Group, Modal, NumberInput, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { GuestListEntry } from '../../../src-shared/schemas/guest-list.js';
import { useEntityForm } from '../../kit/use-entity-form.js';
import { EMPTY_GUEST, formValuesOf, guestFormSchema, type GuestFormValues } from './guest-form-values.js';
import { SubmitActions } from '../../kit/dialog-actions.js';
import { LongText } from '../../kit/long-text.js';

interface GuestFormModalProps {
  /** 'new' adds to `dayLabel`; an entry edits it; null is closed. */
  target: GuestListEntry | 'new' | null;
  dayLabel: string;
  onClose: () => void;
  onSubmit: (values: GuestFormValues) => void;
}

export function GuestFormModal({ target, ...props }: GuestFormModalProps) {
  if (!target) return null;
  return <GuestForm key={target === 'new' ? 'new' : target.id} target={target} {...props} />;
}

function GuestForm({
  target,
  dayLabel,
  onClose,
  onSubmit,
}: GuestFormModalProps & { target: GuestListEntry | 'new' }) {
  const { t } = useTranslation();
  const form = useEntityForm<GuestFormValues>(
    guestFormSchema,
    target === 'new' ? EMPTY_GUEST : formValuesOf(target),
  );
  const title =
    target === 'new'
      ? t('guests.form.addTitle', { date: dayLabel })
      : t('guests.form.editTitle', { name: `${target.first_name} ${target.last_name}`.trim() });
  return (
    <Modal opened onClose={onClose} title={title} withCloseButton={false} centered>
      <form aria-label={title} noValidate onSubmit={form.onSubmit((values) => onSubmit(values))}>
        <Stack gap="sm">
          <Group grow align="flex-start">
            <TextInput
              label={t('guests.form.firstName')}
              withAsterisk
              data-autofocus
              {...form.getInputProps('first_name')}
            />
            <TextInput label={t('guests.form.lastName')} {...form.getInputProps('last_name')} />
          </Group>
          <NumberInput
            label={t('guests.form.party')}
            min={1}
            max={500}
            allowDecimal={false}
            {...form.getInputProps('guest_count')}
          />
          <Group grow align="flex-start">
            <TextInput label={t('guests.form.mobile')} {...form.getInputProps('mobileNumber')} />
            <TextInput label={t('guests.form.email')} {...form.getInputProps('email')} />
          </Group>
          <LongText label={t('guests.form.notes')} maxLength={1000} {...form.getInputProps('notes')} />
          <SubmitActions closeLabel={t('guests.form.cancel')} onClose={onClose} gap="xs">
            {target === 'new' ? t('guests.form.add') : t('guests.form.save')}
          </SubmitActions>
        </Stack>
      </form>
    </Modal>
  );
}
