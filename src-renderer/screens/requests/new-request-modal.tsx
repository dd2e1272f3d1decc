// "New request": a request staff take by phone (requests.create), checked with the schema the server
// checks (useEntityForm), so a missing contact or a reservation request without its date, time and
// party is named on its field before anything is sent; a refusal from the server stays on its fields.
import { NumberInput, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  createRequestSchema,
  REQUEST_KINDS,
  type RequestKind,
} from '../../../src-shared/requests/request-entity.js';
import type { CallResult } from '../../../src-shared/calls/call-input.js';
import { callApi } from '../../data/call.js';
import { SubmitActions } from '../../kit/dialog-actions.js';
import { FormModal } from '../../kit/form-modal.js';
import { OutcomeLine } from '../../kit/outcome-line.js';
import { useEntityForm } from '../../kit/use-entity-form.js';
import { useFormSend } from '../../kit/use-form-send.js';

interface NewRequest extends Record<string, unknown> {
  kind: RequestKind;
  first_name: string;
  last_name: string;
  email: string;
  mobileNumber: string;
  language: 'en' | 'fr';
  message: string;
  date: string | null;
  time: string | null;
  party: number | null;
  reservation_id: string | null;
  client_id: string | null;
}

export function blankRequest(kind: RequestKind, clientId: string | null = null): NewRequest {
  return {
    kind,
    first_name: '',
    last_name: '',
    email: '',
    mobileNumber: '',
    language: 'en',
    message: '',
    date: null,
    time: null,
    party: null,
    reservation_id: null,
    client_id: clientId,
  };
}

export function NewRequestModal({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  /** The server saved the request: it as the server answered it. */
  onCreated: (created: CallResult<'requests.create'>) => void;
}) {
  const { t } = useTranslation();
  const form = useEntityForm<NewRequest>(createRequestSchema, blankRequest('reservation'));
  const { busy: saving, outcome, send } = useFormSend(form);
  const text = (field: 'first_name' | 'last_name' | 'email' | 'mobileNumber') => (
    <TextInput label={t(`requests.create.${field}`)} {...form.getInputProps(field)} />
  );
  const optional = (field: 'date' | 'time') => {
    const input = form.getInputProps(field);
    return (
      <TextInput
        type={field}
        label={t(`requests.create.${field}`)}
        value={form.values[field] ?? ''}
        error={input.error as string | undefined}
        onChange={(e) =>
          form.setFieldValue(field, e.currentTarget.value === '' ? null : e.currentTarget.value)
        }
      />
    );
  };

  const submit = async () => {
    const created = await send((body) => callApi('requests.create', { body }));
    if (created) onCreated(created.value);
  };

  return (
    <FormModal
      title={t('requests.create.title')}
      closeLabel={t('requests.create.cancel')}
      onClose={onClose}
      onSubmit={submit}
    >
      <SimpleGrid cols={2} spacing="sm">
        <Select
          data-autofocus
          label={t('requests.create.kind')}
          allowDeselect={false}
          data={REQUEST_KINDS.map((k) => ({ value: k, label: t(`requests.kinds.${k}`) }))}
          {...form.getInputProps('kind')}
        />
        <Select
          label={t('requests.create.language')}
          allowDeselect={false}
          data={(['en', 'fr'] as const).map((l) => ({
            value: l,
            label: t(`requests.create.languages.${l}`),
          }))}
          {...form.getInputProps('language')}
        />
        {text('first_name')}
        {text('last_name')}
        {text('email')}
        {text('mobileNumber')}
        {optional('date')}
        {optional('time')}
        <NumberInput
          label={t('requests.create.party')}
          min={1}
          max={500}
          allowDecimal={false}
          value={form.values.party ?? ''}
          error={form.errors.party}
          onChange={(v) => form.setFieldValue('party', typeof v === 'number' ? v : null)}
        />
      </SimpleGrid>
      <Textarea
        label={t('requests.create.message')}
        autosize
        minRows={3}
        maxRows={8}
        {...form.getInputProps('message')}
      />
      <OutcomeLine outcome={outcome} />
      <SubmitActions closeLabel={t('requests.create.cancel')} onClose={onClose} busy={saving}>
        {t('requests.create.save')}
      </SubmitActions>
    </FormModal>
  );
}
