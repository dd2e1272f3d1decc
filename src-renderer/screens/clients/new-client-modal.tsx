// "New client": a client profile made by hand — name, mobile number or email, allergies, dietary
// needs and the VIP mark — checked with the same schema the server checks (useEntityForm) and created
// through the sync queue (client.create), so it works offline too. A refusal stays on its fields.
import { SimpleGrid, Switch, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { uuidv7 } from '../../../src-shared/ids.js';
import { createClientSchema, type CreateClient, type Label } from '../../../src-shared/schemas/client.js';
import { useMutate, type MutateResult } from '../../data/mutate.js';
import { SubmitActions } from '../../kit/dialog-actions.js';
import { OutcomeLine } from '../../kit/outcome-line.js';
import { FormModal } from '../../kit/form-modal.js';
import { LabelListInputs } from '../../kit/label-list-inputs.js';
import { useEntityForm } from '../../kit/use-entity-form.js';
import { useFormSend } from '../../kit/use-form-send.js';
import { labelsFrom } from '../../reservations/draft.js';

type NewClient = Omit<CreateClient, 'id'>;

const VIP = 'VIP';
const isVip = (l: Label) => l.label.toLowerCase() === VIP.toLowerCase();

const LABEL_FIELDS = [
  ['allergens', 'guests.newClient.allergies'],
  ['restrictions', 'guests.newClient.dietary'],
] as const;

function blank(restaurantId: number): NewClient {
  return {
    restaurantId,
    first_name: '',
    last_name: '',
    mobileNumber: '',
    email: '',
    tags: [],
    allergens: [],
    restrictions: [],
    discounts: [],
    notes: '',
  };
}

export function NewClientModal({
  restaurantId,
  onClose,
  onCreated,
}: {
  restaurantId: number;
  onClose: () => void;
  /** The terminal took the new client (queued): its name and the queue's answer. */
  onCreated: (name: string, result: Extract<MutateResult, { ok: true }>) => void;
}) {
  const { t } = useTranslation();
  const mutate = useMutate();
  const form = useEntityForm<NewClient>(createClientSchema, blank(restaurantId));
  const { outcome, send } = useFormSend(form);

  const submit = async () => {
    const created = await send(
      (values) => mutate('client.create', { ...values, id: uuidv7() }),
      (error) => t('guests.newClient.notCreated', { error: error.message }),
    );
    if (created) onCreated(`${form.values.first_name} ${form.values.last_name}`.trim(), created);
  };

  return (
    <FormModal
      title={t('guests.newClient.title')}
      closeLabel={t('guests.newClient.close')}
      formLabel={t('guests.newClient.form')}
      onClose={onClose}
      onSubmit={submit}
    >
      <SimpleGrid cols={2} spacing="sm">
        <TextInput
          data-autofocus
          label={t('guests.profile.firstName')}
          withAsterisk
          {...form.getInputProps('first_name')}
        />
        <TextInput label={t('guests.profile.lastName')} {...form.getInputProps('last_name')} />
        <TextInput type="tel" label={t('guests.profile.mobile')} {...form.getInputProps('mobileNumber')} />
        <TextInput type="email" label={t('guests.profile.email')} {...form.getInputProps('email')} />
        <LabelListInputs
          fields={LABEL_FIELDS}
          values={form.values}
          errors={form.errors}
          placeholder={t('guests.profile.addEnter')}
          onChange={(field, labels) => form.setFieldValue(field, labelsFrom(labels))}
        />
      </SimpleGrid>
      <Switch
        label={t('guests.newClient.vip')}
        checked={form.values.tags.some(isVip)}
        onChange={(e) =>
          form.setFieldValue(
            'tags',
            e.currentTarget.checked
              ? [...form.values.tags, { label: VIP }]
              : form.values.tags.filter((l) => !isVip(l)),
          )
        }
      />
      <Textarea label={t('guests.newClient.notes')} autosize minRows={2} {...form.getInputProps('notes')} />
      <OutcomeLine outcome={outcome} />
      <SubmitActions closeLabel={t('guests.newClient.cancel')} onClose={onClose} gap="xs">
        {t('guests.newClient.create')}
      </SubmitActions>
    </FormModal>
  );
}
