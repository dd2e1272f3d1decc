// The access rule form (spec §3): the rule's own fields, then a section per sub-setting, each
// "default" (follows the shift) or set for the rule with a switch. Validated by the shared zod
// schema as the user saves, then by the server's validate call (which also checks that the shifts,
// seating areas and tables named are the venue's own), then saved. A refusal keeps what was typed.
import {
  Alert,
  Button,
  Drawer,
  Fieldset,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useEffect, useState } from 'react';
import type { IpcResult } from '../../../src-shared/ipc/channels.js';
import { accessRuleResource } from '../../../src-shared/resources/availability-resources.js';
import { resourceMessage } from '../../../src-shared/resources/define-resource.js';
import {
  ACCESS_RULE_STATUSES,
  createAccessRuleSchema,
  type AccessRule,
} from '../../../src-shared/schemas/access-rule.js';
import { WEEKDAYS } from '../../../src-shared/time.js';
import { callApi } from '../../calls/call-api.js';
import { useVenueNow } from '../../reservations/use-venue-now.js';
import type { Row } from '../../resources/list-state.js';
import type { FormSlot } from '../../resources/resource-admin.js';
import { resourceChannel } from '../../resources/use-resource.js';
import { useVenueCurrency } from '../money/venue-currency.js';
import {
  formErrorsOf,
  RULE_SECTIONS,
  ruleFormValues,
  rulePatch,
  rulePayload,
  sectionErrors,
  sectionMode,
  withSectionMode,
  type RuleFormValues,
  type RuleSection,
} from './access-rule-model.js';
import { ErrorsAlert } from './errors-alert.js';
import { SectionFields, type RuleForm, type RuleOptions } from './access-rule-sections.js';

const GROUPS = ['Time', 'Basic settings', 'Additional settings'] as const;
const STATUS_OPTIONS = ACCESS_RULE_STATUSES.map((s) => ({
  value: s,
  label: s === 'active' ? 'Active' : 'Inactive',
}));
const DAY_OPTIONS = WEEKDAYS.map((d) => ({ value: d, label: d }));

async function rowsOf(key: string): Promise<Row[]> {
  const result = (await resourceChannel(key, 'list')()) as IpcResult<Row[]>;
  return result.ok ? result.value : [];
}

/** The choices the form offers: seating areas, tables, shifts (the mirror), booking channels (online). */
function useRuleOptions(): RuleOptions {
  const { currency } = useVenueCurrency();
  const [lists, setLists] = useState<Omit<RuleOptions, 'currency'>>({
    areas: [],
    tables: [],
    shifts: [],
    channels: [],
  });
  useEffect(() => {
    let live = true;
    void Promise.all(['seatingArea', 'table', 'shift', 'bookingChannel'].map(rowsOf)).then(
      ([areas = [], tables = [], shifts = [], channels = []]) =>
        live &&
        setLists({
          areas: areas.map((r) => ({ value: r.id, label: String(r.name) })),
          tables: tables.map((r) => ({
            value: r.id,
            label: String(r.name),
            area: (r.seating_area_id as string | null) ?? null,
          })),
          shifts: shifts.map((r) => ({ value: r.id, label: String(r.name) })),
          channels: channels.map((r) => ({
            value: String(r.code),
            label: `${String(r.name)} (${String(r.code)})`,
          })),
        }),
    );
    return () => {
      live = false;
    };
  }, []);
  return { ...lists, currency };
}

function SectionFrame({
  section,
  form,
  options,
}: {
  section: RuleSection;
  form: RuleForm;
  options: RuleOptions;
}) {
  const values = form.getValues();
  const custom = sectionMode(values, section.path) === 'custom';
  const hidden = custom ? [] : sectionErrors(form.errors, section.path);
  return (
    <Fieldset legend={section.title} variant="filled" p="sm">
      <Stack gap="xs">
        <Switch
          label="Custom values"
          aria-label={`${section.title}: custom values`}
          description={custom ? section.hint : 'Default: follows the shift'}
          checked={custom}
          onChange={(e) =>
            form.setValues(
              withSectionMode(form.getValues(), section.path, e.currentTarget.checked ? 'custom' : 'default'),
            )
          }
        />
        {custom && <SectionFields path={section.path} form={form} options={options} />}
        {hidden.length > 0 && (
          <Alert color="yellow" variant="light" py={6}>
            The values kept for this section are not valid ({hidden.join('; ')}). Switch it to custom values
            to correct them.
          </Alert>
        )}
      </Stack>
    </Fieldset>
  );
}

type Outcome = { kind: 'error'; message: string; fields: string[] } | { kind: 'valid' } | null;

export function AccessRuleForm({ slot }: { slot: FormSlot }) {
  const rule = slot.row as AccessRule | null;
  const today = useVenueNow(60_000).date;
  const options = useRuleOptions();
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useForm<RuleFormValues>({
    mode: 'controlled',
    initialValues: ruleFormValues(rule, today),
    validate: (values) => zod4Resolver(createAccessRuleSchema)(rulePayload(values)),
  });
  const heading = rule ? `Edit access rule ${rule.name}` : 'New access rule';

  /** A refusal: its message, and each field message at its field (and listed, for hidden ones). */
  const refused = (error: { message: string; errors?: Record<string, string[]> | undefined }) => {
    const fields = formErrorsOf(error.errors ?? {});
    form.setErrors(fields);
    setOutcome({
      kind: 'error',
      message: error.message,
      fields: Object.entries(fields).map(([field, text]) => `${field}: ${text}`),
    });
  };

  const check = async (values: RuleFormValues) => {
    const result = await callApi('accessRule.validate', { body: rulePayload(values) });
    if (!result.ok) refused(result.error);
    return result.ok;
  };

  const submit = form.onSubmit(
    async (values) => {
      setOutcome(null);
      const body = rule ? rulePatch(values, rule) : rulePayload(values);
      if (rule && Object.keys(body).length === 0) {
        setOutcome({ kind: 'error', message: 'Nothing to update: no field was changed.', fields: [] });
        return;
      }
      setSaving(true);
      const valid = await check(values);
      const [result] = valid ? await slot.save([body], slot.row) : [];
      setSaving(false);
      if (!result) return;
      if (!result.ok) return refused(result.error);
      slot.onSaved(
        resourceMessage(accessRuleResource, rule ? 'update' : 'create', (result.value as AccessRule).name),
      );
    },
    (errors) =>
      setOutcome({
        kind: 'error',
        message: 'Some fields need attention before the rule can be saved.',
        fields: Object.entries(errors).map(
          ([field, text]) => `${field}: ${typeof text === 'string' ? text : ''}`,
        ),
      }),
  );

  const checkOnly = async () => {
    setOutcome(null);
    if (form.validate().hasErrors) return;
    setSaving(true);
    const valid = await check(form.getValues());
    setSaving(false);
    if (valid) setOutcome({ kind: 'valid' });
  };

  const indefinite = form.getValues().end_indefinite;
  return (
    <Drawer
      opened
      onClose={slot.onClose}
      position="right"
      size="xl"
      title={heading}
      closeButtonProps={{ 'aria-label': 'Close form' }}
    >
      <form onSubmit={submit} aria-label={heading} noValidate>
        <Stack gap="md">
          <Stack gap="xs">
            <TextInput label="Name" required {...form.getInputProps('name')} />
            <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
            <Group gap="sm" align="flex-start">
              <Select
                label="Status"
                data={STATUS_OPTIONS}
                allowDeselect={false}
                w={160}
                {...form.getInputProps('status')}
              />
              <NumberInput
                label="Priority"
                description="1 is the highest"
                min={1}
                allowDecimal={false}
                w={160}
                {...form.getInputProps('priority')}
              />
            </Group>
            <Group gap="sm" align="flex-end">
              <TextInput type="date" label="Start date" w={180} {...form.getInputProps('start_date')} />
              <TextInput
                type="date"
                label="End date"
                w={180}
                disabled={indefinite}
                value={form.getValues().end_date ?? ''}
                error={form.errors.end_date}
                onChange={(e) =>
                  form.setFieldValue('end_date', e.currentTarget.value === '' ? null : e.currentTarget.value)
                }
              />
              <Switch
                label="No end date"
                mb={8}
                {...form.getInputProps('end_indefinite', { type: 'checkbox' })}
              />
            </Group>
            <MultiSelect label="Days" data={DAY_OPTIONS} {...form.getInputProps('active_days')} />
            <MultiSelect
              label="Shifts"
              description="None chosen: every shift"
              data={options.shifts}
              searchable
              {...form.getInputProps('shift_ids')}
            />
          </Stack>
          {GROUPS.map((group) => (
            <Stack key={group} gap="xs">
              <Title order={3} size="h5">
                {group}
              </Title>
              {RULE_SECTIONS.filter((s) => s.group === group).map((section) => (
                <SectionFrame key={section.path} section={section} form={form} options={options} />
              ))}
            </Stack>
          ))}
          {outcome?.kind === 'error' && <ErrorsAlert title={outcome.message} errors={outcome.fields} />}
          {outcome?.kind === 'valid' && (
            <Text size="sm" c="teal" role="status">
              The server accepts this rule as it is. It is not saved yet.
            </Text>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={slot.onClose}>
              Cancel
            </Button>
            <Button variant="default" loading={saving} onClick={() => void checkOnly()}>
              Check rule
            </Button>
            <Button type="submit" loading={saving}>
              {rule ? 'Save changes' : 'Create access rule'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Drawer>
  );
}
