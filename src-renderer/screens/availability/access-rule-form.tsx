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
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IpcResult } from '../../../src-shared/ipc/channels.js';
import {
  ACCESS_RULE_STATUSES,
  createAccessRuleSchema,
  type AccessRule,
} from '../../../src-shared/schemas/access-rule.js';
import { WEEKDAYS } from '../../../src-shared/time.js';
import { callApi } from '../../data/call.js';
import { useVenueNow } from '../../data/use-venue-now.js';
import type { Row } from '../../resources/list-state.js';
import type { FormSlot } from '../../resources/resource-admin.js';
import { resourceChannel } from '../../data/resource.js';
import { useVenueCurrency } from '../../kit/venue-currency.js';
import {
  formErrorsOf,
  RULE_SECTIONS,
  ruleFormValues,
  rulePatch,
  rulePayload,
  sectionErrors,
  sectionKey,
  sectionMode,
  withSectionMode,
  type RuleFormValues,
  type RuleSection,
} from './access-rule-model.js';
import { ErrorsAlert } from './errors-alert.js';
import { SectionFields, type RuleForm, type RuleOptions } from './access-rule-sections.js';
import { LongText } from '../../kit/long-text.js';
import { SubHeading } from '../../kit/sub-heading.js';

/** The section groups, with their key in the translations (`availability.form.groups.<key>`). */
const GROUPS = [
  ['Time', 'time'],
  ['Basic settings', 'basic'],
  ['Additional settings', 'additional'],
] as const;

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
  const { t } = useTranslation();
  const key = `availability.sections.${sectionKey(section.path)}`;
  const title = t(`${key}.title`);
  return (
    <Fieldset legend={title} variant="filled" p="sm">
      <Stack gap="xs">
        <Switch
          label={t('availability.form.customValues')}
          aria-label={t('availability.form.customValuesOf', { section: title })}
          description={custom ? t(`${key}.hint`) : t('availability.form.followsShift')}
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
            {t('availability.form.hiddenInvalid', { errors: hidden.join('; ') })}
          </Alert>
        )}
      </Stack>
    </Fieldset>
  );
}

type Outcome = { kind: 'error'; message: string; fields: string[] } | { kind: 'valid' } | null;

export function AccessRuleForm({ slot }: { slot: FormSlot }) {
  const { t } = useTranslation();
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
  const heading = rule
    ? t('availability.form.editRule', { name: rule.name })
    : t('availability.form.newRule');
  const statusOptions = ACCESS_RULE_STATUSES.map((s) => ({
    value: s,
    label: t(`availability.form.${s}`),
  }));
  const dayOptions = WEEKDAYS.map((d) => ({ value: d, label: t(`availability.weekdays.${d}`) }));

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
        setOutcome({ kind: 'error', message: t('availability.form.nothingToUpdate'), fields: [] });
        return;
      }
      setSaving(true);
      const valid = await check(values);
      const [result] = valid ? await slot.save([body], slot.row) : [];
      setSaving(false);
      if (!result) return;
      if (!result.ok) return refused(result.error);
      slot.onSaved(
        t(rule ? 'availability.form.updated' : 'availability.form.created', {
          name: (result.value as AccessRule).name,
        }),
      );
    },
    (errors) =>
      setOutcome({
        kind: 'error',
        message: t('availability.form.needsAttention'),
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
      closeButtonProps={{ 'aria-label': t('availability.form.closeForm') }}
    >
      <form onSubmit={submit} aria-label={heading} noValidate>
        <Stack gap="md">
          <Stack gap="xs">
            <TextInput label={t('availability.form.name')} required {...form.getInputProps('name')} />
            <LongText label={t('availability.form.description')} {...form.getInputProps('description')} />
            <Group gap="sm" align="flex-start">
              <Select
                label={t('availability.form.status')}
                data={statusOptions}
                allowDeselect={false}
                w={160}
                {...form.getInputProps('status')}
              />
              <NumberInput
                label={t('availability.form.priority')}
                description={t('availability.form.priorityHint')}
                min={1}
                allowDecimal={false}
                w={160}
                {...form.getInputProps('priority')}
              />
            </Group>
            <Group gap="sm" align="flex-end">
              <TextInput
                type="date"
                label={t('availability.form.startDate')}
                w={180}
                {...form.getInputProps('start_date')}
              />
              <TextInput
                type="date"
                label={t('availability.form.endDate')}
                w={180}
                disabled={indefinite}
                value={form.getValues().end_date ?? ''}
                error={form.errors.end_date}
                onChange={(e) =>
                  form.setFieldValue('end_date', e.currentTarget.value === '' ? null : e.currentTarget.value)
                }
              />
              <Switch
                label={t('availability.form.noEndDate')}
                mb={8}
                {...form.getInputProps('end_indefinite', { type: 'checkbox' })}
              />
            </Group>
            <MultiSelect
              label={t('availability.form.days')}
              data={dayOptions}
              {...form.getInputProps('active_days')}
            />
            <MultiSelect
              label={t('availability.form.shifts')}
              description={t('availability.form.shiftsHint')}
              data={options.shifts}
              searchable
              {...form.getInputProps('shift_ids')}
            />
          </Stack>
          {GROUPS.map(([group, groupKey]) => (
            <Stack key={group} gap="xs">
              <SubHeading>{t(`availability.form.groups.${groupKey}`)}</SubHeading>
              {RULE_SECTIONS.filter((s) => s.group === group).map((section) => (
                <SectionFrame key={section.path} section={section} form={form} options={options} />
              ))}
            </Stack>
          ))}
          {outcome?.kind === 'error' && <ErrorsAlert title={outcome.message} errors={outcome.fields} />}
          {outcome?.kind === 'valid' && (
            <Text size="sm" c="teal" role="status">
              {t('availability.form.accepted')}
            </Text>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={slot.onClose}>
              {t('availability.form.cancel')}
            </Button>
            <Button variant="default" loading={saving} onClick={() => void checkOnly()}>
              {t('availability.form.check')}
            </Button>
            <Button type="submit" loading={saving}>
              {rule ? t('availability.form.saveChanges') : t('availability.form.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Drawer>
  );
}
