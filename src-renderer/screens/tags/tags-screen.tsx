// Settings › Client tags and Settings › Reservation tags (spec §3 "Tag"): the categories with their
// tags, each created, edited and deleted through the §7 calls, the §3 tag form with an optional
// image, a delete confirm and the §8 texts. Every write refreshes the tag cache (spec §4); a failed
// call shows the failure and keeps the form as typed.
import { Badge, Button, Card, FileInput, Group, Modal, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IpcResult } from '../../../src-shared/ipc/channels.js';
import { roleHasPermission } from '../../../src-shared/permissions.js';
import {
  DEFAULT_TAG_COLOR,
  DEFAULT_TAG_TEXT_COLOR,
  type Tag,
  type TagCategory,
  type TagKind,
} from '../../../src-shared/tags/tag-calls.js';
import { callApi, uploadPartOf } from '../../data/call.js';
import { sessionAtom } from '../../session/session-atoms.js';
import { useAtomValue } from '../../state/jotai.js';
import { ColourField } from '../../kit/colour-field.js';
import { ConfirmDialog } from '../../kit/confirm-dialog.js';
import { OutcomeAlert, type Outcome } from '../../shell/outcome-alert.js';
import { TagChip, TagThumb } from '../../tags/tag-chooser.js';
import { useTags } from '../../tags/use-tags.js';
import { IconButton } from '../../kit/icon-button.js';
import { QuietText } from '../../kit/quiet-text.js';
import { SubHeading } from '../../kit/sub-heading.js';

const CALL = {
  client: { create: 'clientTags.create', update: 'clientTags.update', remove: 'clientTags.remove' },
  reservation: {
    create: 'reservationTags.create',
    update: 'reservationTags.update',
    remove: 'reservationTags.remove',
  },
} as const;

interface FormValues {
  name: string;
  tag_color: string;
  tag_text_color: string;
  tag_icon: string;
  visible_to_superusers_only: boolean;
  show_on_reservation_summary: boolean;
  image: File | null;
  remove_image: boolean;
}

type TagAction = 'load' | 'create' | 'update' | 'delete';

/** What the form edits: a new category, a new tag in a category, or an existing row. */
type Editing =
  { mode: 'newCategory' } | { mode: 'newTag'; category: TagCategory } | { mode: 'edit'; row: Tag };

const blank = (from?: Tag): FormValues => ({
  name: from?.name ?? '',
  tag_color: from?.tag_color ?? DEFAULT_TAG_COLOR,
  tag_text_color: from?.text_color ?? DEFAULT_TAG_TEXT_COLOR,
  tag_icon: from?.icon ?? '',
  visible_to_superusers_only: from?.visible_to_superusers_only ?? false,
  show_on_reservation_summary: from?.show_on_reservation_summary ?? false,
  image: null,
  remove_image: false,
});

export function ClientTagsScreen() {
  return <TagsScreen kind="client" />;
}

export function ReservationTagsScreen() {
  return <TagsScreen kind="reservation" />;
}

function TagsScreen({ kind }: { kind: TagKind }) {
  const { t } = useTranslation();
  const session = useAtomValue(sessionAtom);
  const role = session?.role ?? '';
  const canManage = roleHasPermission(role, 'tags.manage');
  const superuser = roleHasPermission(role, 'tags.superuser');
  const tags = useTags(kind);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<{ row: Tag; count: number } | null>(null);
  const [message, setMessage] = useState<Outcome | null>(null);
  const failed = (action: TagAction, detail: string) =>
    `${t(`tags.failedTo.${action}`, { type: t(`tags.type.${kind}`) })}: ${detail}`;

  /** A write's outcome: on success the §8 text and a forced refetch; on failure the reason. */
  const settle = <V,>(result: IpcResult<V>, ok: string, action: TagAction): boolean => {
    if (!result.ok) {
      setMessage({ kind: 'error', text: failed(action, result.error.message) });
      return false;
    }
    tags.written();
    setMessage({ kind: 'ok', text: ok });
    return true;
  };

  async function remove() {
    if (!deleting) return;
    const result = await callApi(CALL[kind].remove, { params: { id: deleting.row.id } });
    if (settle(result, t('tags.deleted'), 'delete')) setDeleting(null);
  }

  const categories = tags.categories ?? [];
  return (
    <Stack gap="sm" maw={880}>
      <Group justify="space-between">
        <Text size="sm">{t(`tags.intro.${kind}`)}</Text>
        {canManage && (
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setEditing({ mode: 'newCategory' })}
          >
            {t('tags.newCategory')}
          </Button>
        )}
      </Group>
      <OutcomeAlert outcome={message} onClose={() => setMessage(null)} closeLabel={t('tags.cancel')} />
      {!message && (
        <OutcomeAlert outcome={tags.error ? { kind: 'error', text: failed('load', tags.error) } : null} />
      )}
      {tags.categories && categories.length === 0 && <Text c="dimmed">{t('tags.empty')}</Text>}
      {categories.map((category) => (
        <Card key={category.id} withBorder padding="sm" component="section" aria-label={category.name}>
          <Group justify="space-between" mb={6}>
            <Group gap="xs">
              <TagThumb tag={category} size={28} />
              <SubHeading>{category.name}</SubHeading>
              {category.icon && <TagChip tag={category} label={category.icon} />}
              {category.visible_to_superusers_only && <Badge color="gray">{t('tags.superusersBadge')}</Badge>}
            </Group>
            {canManage && (
              <Group gap={4}>
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconPlus size={14} aria-hidden />}
                  aria-label={t('tags.addTagTo', { name: category.name })}
                  onClick={() => setEditing({ mode: 'newTag', category })}
                >
                  {t('tags.addTag')}
                </Button>
                <RowActions
                  name={category.name}
                  onEdit={() => setEditing({ mode: 'edit', row: category })}
                  onDelete={() => setDeleting({ row: category, count: category.tags.length })}
                />
              </Group>
            )}
          </Group>
          {category.tags.length === 0 ? (
            <QuietText>{t('tags.noTags')}</QuietText>
          ) : (
            <Stack gap={4} role="list" aria-label={t('tags.categoryTags', { name: category.name })}>
              {category.tags.map((tag) => (
                <Group key={tag.id} gap="xs" role="listitem" justify="space-between">
                  <Group gap="xs">
                    <TagThumb tag={tag} />
                    <TagChip tag={tag} label={tag.name} />
                    {tag.icon && (
                      <Text size="xs" c="dimmed">
                        {tag.icon}
                      </Text>
                    )}
                    {tag.visible_to_superusers_only && (
                      <Badge size="xs" color="gray">
                        {t('tags.superusersBadge')}
                      </Badge>
                    )}
                  </Group>
                  {canManage && (
                    <RowActions
                      name={tag.name}
                      onEdit={() => setEditing({ mode: 'edit', row: tag })}
                      onDelete={() => setDeleting({ row: tag, count: 0 })}
                    />
                  )}
                </Group>
              ))}
            </Stack>
          )}
        </Card>
      ))}
      {editing && (
        <TagForm
          kind={kind}
          editing={editing}
          superuser={superuser}
          onClose={() => setEditing(null)}
          onSaved={(ok) => {
            tags.written();
            setMessage({ kind: 'ok', text: ok });
            setEditing(null);
          }}
        />
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('tags.confirmTitle', { name: deleting?.row.name ?? '' })}
        cancelLabel={t('tags.cancel')}
        confirmLabel={t('tags.delete')}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void remove()}
      >
        {deleting?.row.parent_id === null
          ? t('tags.confirmCategory', { name: deleting.row.name, count: deleting.count })
          : t('tags.confirmTag', { name: deleting?.row.name ?? '' })}
      </ConfirmDialog>
    </Stack>
  );
}

function RowActions({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation();
  return (
    <Group gap={2}>
      <IconButton icon={IconPencil} name={t('tags.editNamed', { name })} onClick={onEdit} />
      <IconButton icon={IconTrash} danger name={t('tags.deleteNamed', { name })} onClick={onDelete} />
    </Group>
  );
}

interface TagFormProps {
  kind: TagKind;
  editing: Editing;
  superuser: boolean;
  onClose: () => void;
  /** After a save the server took, with the §8 success text (a refusal stays in the form). */
  onSaved: (ok: string) => void;
}

/** The §3 tag form in a dialog: the form stays open, as typed, when the call fails. */
function TagForm({ kind, editing, superuser, onClose, onSaved }: TagFormProps) {
  const { t } = useTranslation();
  const row = editing.mode === 'edit' ? editing.row : undefined;
  const isCategory = editing.mode === 'newCategory' || (row !== undefined && row.parent_id === null);
  const [values, setValues] = useState<FormValues>(() =>
    blank(row ?? (editing.mode === 'newTag' ? { ...editing.category, name: '' } : undefined)),
  );
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const nameField = isCategory ? 'category_name' : 'tag_name';
  const errorOf = (field: string) => errors[field]?.join(' ');
  const title =
    editing.mode === 'newCategory'
      ? t('tags.newCategoryTitle')
      : editing.mode === 'newTag'
        ? t('tags.newTagTitle', { name: editing.category.name })
        : t('tags.editTitle', { name: editing.row.name });

  async function save() {
    setSaving(true);
    const fields = {
      [nameField]: values.name,
      tag_color: values.tag_color,
      tag_text_color: values.tag_text_color,
      tag_icon: values.tag_icon,
      show_on_reservation_summary: values.show_on_reservation_summary,
      ...(superuser ? { visible_to_superusers_only: values.visible_to_superusers_only } : {}),
    };
    const files = values.image ? [await uploadPartOf('image', values.image)] : [];
    const result =
      editing.mode === 'edit'
        ? await callApi(CALL[kind].update, {
            params: { id: editing.row.id },
            body: { ...fields, ...(values.remove_image ? { remove_image: true } : {}) },
            files,
          })
        : await callApi(CALL[kind].create, {
            body: { ...fields, ...(editing.mode === 'newTag' ? { parent_id: editing.category.id } : {}) },
            files,
          });
    setSaving(false);
    if (result.ok) return onSaved(editing.mode === 'edit' ? t('tags.updated') : t('tags.created'));
    const fieldErrors = result.error.errors ?? {};
    setErrors(fieldErrors);
    // The §8 text for the call; the reason beside it unless its field already shows it (once, not twice).
    const head = t(`tags.failedTo.${editing.mode === 'edit' ? 'update' : 'create'}`, {
      type: t(`tags.type.${kind}`),
    });
    const onFields = Object.values(fieldErrors).flat();
    setFailure(onFields.includes(result.error.message) ? head : `${head}: ${result.error.message}`);
  }

  const colour = (field: 'tag_color' | 'tag_text_color', label: string) => (
    <ColourField
      label={label}
      value={values[field]}
      onChange={(v) => set(field, v)}
      pickLabel={t('tags.pickColour', { field: label })}
      error={errorOf(field)}
    />
  );

  return (
    <Modal opened onClose={onClose} title={title} closeButtonProps={{ 'aria-label': t('tags.cancel') }}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Stack gap="xs">
          <TextInput
            label={isCategory ? t('tags.categoryName') : t('tags.tagName')}
            withAsterisk
            value={values.name}
            onChange={(e) => set('name', e.currentTarget.value)}
            error={errorOf(nameField)}
            data-autofocus
          />
          <Group grow align="flex-start">
            {colour('tag_color', t('tags.tagColour'))}
            {colour('tag_text_color', t('tags.textColour'))}
          </Group>
          <TextInput
            label={t('tags.icon')}
            value={values.tag_icon}
            onChange={(e) => set('tag_icon', e.currentTarget.value)}
            error={errorOf('tag_icon')}
          />
          {superuser && (
            <Switch
              label={t('tags.superusersOnly')}
              checked={values.visible_to_superusers_only}
              onChange={(e) => set('visible_to_superusers_only', e.currentTarget.checked)}
            />
          )}
          <Switch
            label={t('tags.showOnSummary')}
            checked={values.show_on_reservation_summary}
            onChange={(e) => set('show_on_reservation_summary', e.currentTarget.checked)}
          />
          <FileInput
            label={t('tags.image')}
            description={t('tags.imageHint')}
            accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
            value={values.image}
            onChange={(file) => set('image', file)}
            clearable
            error={errorOf('image')}
          />
          {row?.image_path && (
            <Switch
              label={t('tags.removeImage')}
              checked={values.remove_image}
              onChange={(e) => set('remove_image', e.currentTarget.checked)}
            />
          )}
          <OutcomeAlert outcome={failure ? { kind: 'error', text: failure } : null} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('tags.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {t('tags.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
