// Modifier groups (/modifierGroup): the choices a product offers at order entry ("Cooking",
// "Sides"), each required or not, with minimum and maximum selections and options that change the
// price (in the venue currency). Created and edited in a drawer checked with the shared schema
// (its rules: min ≤ max, a required group needs at least one selection, no more required than
// there are options); deleting one stops the products offering it.
import { Badge, Button, Group, NumberInput, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createModifierGroupSchema, type ModifierGroup } from '../../../src-shared/schemas/product.js';
import type { Translate } from '../../i18n/translate.js';
import { callApi, useCallData } from '../../data/call.js';
import { PlainTable } from '../../kit/plain-table.js';
import { LoadFailure } from '../../kit/load-failure.js';
import { useEntityForm } from '../../kit/use-entity-form.js';
import { PageFrame } from '../../pages/page-frame.js';
import { useCan } from '../../session/use-permissions.js';
import { useVenueCurrency } from '../../kit/venue-currency.js';
import { NoticeLine, useNotice } from './menu-notice.js';
import { useFormSave } from './form-save.js';
import { DrawerShell } from './menu-drawers.js';
import { actionsColumn, ConfirmDelete } from './row-actions.js';
import { IconButton } from '../../kit/icon-button.js';
import { QuietText } from '../../kit/quiet-text.js';
import { PageAction } from '../../kit/page-action.js';

const signed = (format: (n: number) => string, delta: number, t: Translate) =>
  delta === 0 ? t('menus.groups.noChange') : `${delta > 0 ? '+' : '−'}${format(Math.abs(delta))}`;

export function ModifierGroupsScreen() {
  const { t } = useTranslation();
  const canManage = useCan('menus.manage');
  const { format } = useVenueCurrency();
  const [version, setVersion] = useState(0);
  const groups = useCallData('menus.modifierGroupsAll', {}, String(version));
  const [editing, setEditing] = useState<ModifierGroup | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ModifierGroup | null>(null);
  const { notice, setNotice, run } = useNotice();
  const list = groups.data ?? [];

  const remove = async (g: ModifierGroup) => {
    setDeleting(null);
    const done = await run(
      callApi('menus.modifierGroupDelete', { params: { id: g.id } }),
      t('menus.failed.deleteItem'),
      t('menus.deleted', { name: g.name }),
    );
    if (done) {
      groups.update((all) => all.filter((x) => x.id !== g.id));
      setVersion((v) => v + 1);
    }
  };

  return (
    <PageFrame
      title={t('menus.groups.title')}
      subtitle={t('menus.groups.subtitle')}
      actions={
        <PageAction allowed={canManage} icon={IconPlus} onClick={() => setEditing('new')}>
          {t('menus.groups.new')}
        </PageAction>
      }
    >
      <Stack gap="sm">
        <NoticeLine notice={notice} onClose={() => setNotice(null)} />
        <LoadFailure title={t('menus.failed.fetchProduct')} error={groups.error} />
        {list.length === 0 && !groups.loading ? (
          <QuietText>{t('menus.groups.empty')}</QuietText>
        ) : (
          <PlainTable
            striped
            aria-label={t('menus.groups.table')}
            rows={list}
            rowKey={(g) => g.id}
            columns={[
              { key: 'name', header: t('menus.groups.name'), cell: (g) => g.name },
              {
                key: 'required',
                header: t('menus.groups.required'),
                cell: (g) => (
                  <Badge variant="light" color={g.required ? 'red' : 'gray'}>
                    {t(g.required ? 'menus.groups.required' : 'menus.groups.optional')}
                  </Badge>
                ),
              },
              {
                key: 'selections',
                header: t('menus.groups.selections'),
                cell: (g) => t('menus.groups.range', { min: g.min_selections, max: g.max_selections }),
              },
              {
                key: 'options',
                header: t('menus.groups.options'),
                cell: (g) => (
                  <Text size="sm">
                    {g.options.map((o) => `${o.name} (${signed(format, o.price_delta, t)})`).join(', ')}
                  </Text>
                ),
              },
              canManage &&
                actionsColumn(t('menus.groups.actions'), (g: ModifierGroup) => ({
                  what: t('menus.what.modifierGroup', { name: g.name }),
                  onEdit: () => setEditing(g),
                  onDelete: () => setDeleting(g),
                })),
            ]}
          />
        )}
      </Stack>
      {editing && (
        <GroupDrawer
          group={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(g) => {
            setEditing(null);
            setNotice({ ok: true, text: t('menus.saved', { name: g.name }) });
            setVersion((v) => v + 1);
          }}
        />
      )}
      <ConfirmDelete
        title={t('menus.groups.deleteTitle')}
        opened={deleting !== null}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && void remove(deleting)}
      >
        {t('menus.groups.confirm', { name: deleting?.name ?? '' })}
      </ConfirmDelete>
    </PageFrame>
  );
}

type GroupValues = {
  name: string;
  required: boolean;
  min_selections: number | string;
  max_selections: number | string;
  options: { id?: string; name: string; price_delta: number | string; status: 0 | 1 }[];
  status: 0 | 1;
};

function GroupDrawer({
  group,
  onClose,
  onSaved,
}: {
  group: ModifierGroup | null;
  onClose: () => void;
  onSaved: (g: ModifierGroup) => void;
}) {
  const { t } = useTranslation();
  const { currency } = useVenueCurrency();
  const form = useEntityForm<GroupValues>(
    createModifierGroupSchema,
    group
      ? {
          name: group.name,
          required: group.required,
          min_selections: group.min_selections,
          max_selections: group.max_selections,
          options: group.options.map((o) => ({ ...o })),
          status: group.status,
        }
      : {
          name: '',
          required: false,
          min_selections: 0,
          max_selections: 1,
          options: [{ name: '', price_delta: 0, status: 1 }],
          status: 1,
        },
  );
  const { error, saving, save } = useFormSave<ModifierGroup>(form.setErrors);
  const title = group ? t('menus.groups.edit', { name: group.name }) : t('menus.groups.new');

  const submit = form.onSubmit((values) => {
    const parsed = createModifierGroupSchema.safeParse(values);
    if (!parsed.success) return;
    const { id: _unused, ...body } = parsed.data;
    void save(
      group
        ? callApi('menus.modifierGroupUpdate', { params: { id: group.id }, body })
        : callApi('menus.modifierGroupCreate', { body }),
      t(group ? 'menus.failed.updateProduct' : 'menus.failed.addProduct'),
      onSaved,
    );
  });

  return (
    <DrawerShell
      title={title}
      size="lg"
      error={error}
      saving={saving}
      submitLabel={t(group ? 'menus.groups.save' : 'menus.groups.create')}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextInput label={t('menus.groups.groupName')} required {...form.getInputProps('name')} />
      <Switch
        label={t('menus.groups.requiredSwitch')}
        {...form.getInputProps('required', { type: 'checkbox' })}
      />
      <Group grow>
        <NumberInput
          label={t('menus.groups.min')}
          min={0}
          allowDecimal={false}
          {...form.getInputProps('min_selections')}
        />
        <NumberInput
          label={t('menus.groups.max')}
          min={1}
          allowDecimal={false}
          {...form.getInputProps('max_selections')}
        />
      </Group>
      {typeof form.errors.options === 'string' && (
        <Text size="sm" c="red" role="alert">
          {form.errors.options}
        </Text>
      )}
      <Stack gap="xs" role="group" aria-label={t('menus.groups.options')}>
        {form.values.options.map((option, i) => (
          <Group key={option.id ?? `new-${i}`} align="flex-end" wrap="nowrap">
            <TextInput
              label={t('menus.groups.optionName', { number: i + 1 })}
              required
              style={{ flex: 2 }}
              {...form.getInputProps(`options.${i}.name`)}
            />
            <NumberInput
              label={
                currency
                  ? t('menus.groups.optionPriceIn', { number: i + 1, currency })
                  : t('menus.groups.optionPrice', { number: i + 1 })
              }
              decimalScale={2}
              style={{ flex: 1 }}
              {...form.getInputProps(`options.${i}.price_delta`)}
            />
            <IconButton
              icon={IconTrash}
              danger
              mb={6}
              name={t('menus.groups.removeOption', { number: i + 1 })}
              disabled={form.values.options.length === 1}
              onClick={() => form.removeListItem('options', i)}
            />
          </Group>
        ))}
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} />}
          onClick={() => form.insertListItem('options', { name: '', price_delta: 0, status: 1 })}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('menus.groups.addOption')}
        </Button>
      </Stack>
    </DrawerShell>
  );
}
