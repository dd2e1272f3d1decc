// Choosing tags where they are used (the reservation drawer, the client profile): the restaurant's
// tags of one kind from the tag cache, grouped by category and de-duplicated by label (spec §5),
// shown as chips in their category's colours. The field keeps labels, as the draft and the client
// store them; a label chosen before its tag was deleted stays until someone removes it.
import { Badge, Group, MultiSelect, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Label } from '../../src-shared/schemas/client.js';
import {
  DEFAULT_TAG_COLOR,
  DEFAULT_TAG_TEXT_COLOR,
  type Tag,
  type TagCategory,
  type TagKind,
} from '../../src-shared/tags/tag-calls.js';
import { useApiBase } from '../data/call.js';
import { useDates } from '../kit/dates.js';
import { clockOf } from '../data/venue-clock.js';
import { useTags } from './use-tags.js';

export function TagChip({
  tag,
  label,
}: {
  tag: Pick<Tag, 'tag_color' | 'text_color'> | undefined;
  label: string;
}) {
  return (
    <Badge
      variant="filled"
      radius="sm"
      tt="none"
      styles={{
        root: {
          background: tag?.tag_color ?? DEFAULT_TAG_COLOR,
          color: tag?.text_color ?? DEFAULT_TAG_TEXT_COLOR,
          border: '1px solid var(--mantine-color-gray-4)',
        },
      }}
    >
      {label}
    </Badge>
  );
}

/** A tag's 256 px WebP thumbnail, small, when it has a picture (loaded from the API: online only). */
export function TagThumb({ tag, size = 24 }: { tag: Pick<Tag, 'name' | 'image_path'>; size?: number }) {
  const apiBase = useApiBase();
  if (!tag.image_path || !apiBase) return null;
  return (
    <img
      src={`${apiBase}${tag.image_path}`}
      alt={`Picture of ${tag.name}`}
      width={size}
      height={size}
      loading="lazy"
      style={{ objectFit: 'cover', borderRadius: 4, flex: 'none' }}
    />
  );
}

/** Each label once (case-insensitive, the first category's tag wins), grouped by category. */
export function tagsByLabel(categories: readonly TagCategory[]): Map<string, Tag & { category: string }> {
  const byLabel = new Map<string, Tag & { category: string }>();
  for (const category of categories)
    for (const tag of category.tags) {
      const key = tag.name.toLowerCase();
      if (!byLabel.has(key)) byLabel.set(key, { ...tag, category: category.name });
    }
  return byLabel;
}

interface TagChooserProps {
  kind: TagKind;
  label: string;
  value: readonly Label[];
  onChange: (labels: string[]) => void;
  error?: string | undefined;
  disabled?: boolean;
}

/** When the list shown is this terminal's saved copy: from when, in venue time. */
function useSavedCopyNote() {
  const { t } = useTranslation();
  const dates = useDates();
  return (savedAt: number) => {
    const clock = clockOf(new Date(savedAt));
    return t('tags.savedCopy', { date: dates.day(clock.date), time: clock.time });
  };
}

export function TagChooser({ kind, label, value, onChange, error, disabled }: TagChooserProps) {
  const { t } = useTranslation();
  const tags = useTags(kind);
  const savedCopyNote = useSavedCopyNote();
  const byLabel = useMemo(() => tagsByLabel(tags.categories ?? []), [tags.categories]);
  const chosen = value.map((l) => l.label);
  const data = useMemo(() => {
    const groups = new Map<string, string[]>();
    for (const tag of byLabel.values())
      groups.set(tag.category, [...(groups.get(tag.category) ?? []), tag.name]);
    const known = new Set([...byLabel.keys()]);
    const others = chosen.filter((l) => !known.has(l.toLowerCase()));
    if (others.length > 0) groups.set('—', others);
    return [...groups].map(([group, items]) => ({ group, items }));
  }, [byLabel, chosen]);

  return (
    <Stack gap={4}>
      <MultiSelect
        size="sm"
        label={label}
        placeholder={tags.loading && !tags.categories ? t('tags.loading') : t('tags.choose')}
        data={data}
        value={chosen}
        searchable
        clearable
        hidePickedOptions
        error={
          error ??
          (tags.error
            ? `${t('tags.failedTo.load', { type: t(`tags.type.${kind}`) })}: ${tags.error}`
            : undefined)
        }
        description={tags.savedAt !== null && !tags.loading ? savedCopyNote(tags.savedAt) : undefined}
        disabled={disabled}
        onChange={onChange}
        renderOption={({ option }) => {
          const tag = byLabel.get(option.value.toLowerCase());
          return (
            <Group gap={6} wrap="nowrap">
              {tag && <TagThumb tag={tag} size={20} />}
              <span>{option.value}</span>
            </Group>
          );
        }}
      />
      <ChipList label={label} labels={chosen} byLabel={byLabel} />
    </Stack>
  );
}

function ChipList({
  label,
  labels,
  byLabel,
}: {
  label: string;
  labels: readonly string[];
  byLabel: ReadonlyMap<string, Tag>;
}) {
  if (labels.length === 0) return null;
  return (
    <Group gap={4} aria-label={label} role="list">
      {labels.map((l) => {
        const tag = byLabel.get(l.toLowerCase());
        return (
          <Group component="span" role="listitem" key={l} gap={4} wrap="nowrap">
            {tag && <TagThumb tag={tag} size={20} />}
            <TagChip tag={tag} label={l} />
          </Group>
        );
      })}
    </Group>
  );
}

/** A row's tags as chips in their colours (a label whose tag is gone is shown plain). */
export function TagChips({
  kind,
  label,
  labels,
}: {
  kind: TagKind;
  label: string;
  labels: readonly Label[];
}) {
  const tags = useTags(kind);
  const byLabel = useMemo(() => tagsByLabel(tags.categories ?? []), [tags.categories]);
  return <ChipList label={label} labels={labels.map((l) => l.label)} byLabel={byLabel} />;
}
