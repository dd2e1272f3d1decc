// Settings › Media upload (spec §2 /settings/mediaUpload, §7 "Media … per restaurant"): the
// restaurant's pictures and PDFs as a grid of thumbnails. Files are added by the button (a real file
// input, so the keyboard opens it) or dropped on the drop zone; each is checked here first (type and
// size, the server's own words) and every file's result is listed. Alt text and name are edited in a
// dialog, a delete asks first. A role without restaurant.manage sees the library only.
import {
  Anchor,
  Button,
  Card,
  Group,
  Image,
  List,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
} from '@mantine/core';
import { IconFileTypePdf, IconPencil, IconTrash, IconUpload } from '@tabler/icons-react';
import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MEDIA_BULK_MAX_FILES,
  MEDIA_MAX_BYTES,
  MEDIA_MIMES,
  fileSize,
  megabytes,
  type Media,
  type MediaBulkResult,
  mediaUpdateSchema,
} from '../../../src-shared/media/media-calls.js';
import { useDates } from '../../kit/dates.js';
import { callApi, uploadPartOf, useApiBase, useCallData } from '../../data/call.js';
import { ConfirmDialog } from '../../kit/confirm-dialog.js';
import { useEntityForm } from '../../kit/use-entity-form.js';
import { useCan } from '../../session/use-permissions.js';
import { NoticeLine, noticeOf, type Notice } from '../../shell/notice-line.js';
import { checkMediaFiles, type FileResult } from './media-files.js';
import { IconButton } from '../../kit/icon-button.js';
import { LongText } from '../../kit/long-text.js';

export function MediaUploadScreen() {
  const { t } = useTranslation();
  const canManage = useCan('restaurant.manage');
  const dates = useDates();
  const apiBase = useApiBase();
  const library = useCallData('media.list', {}, 'media');
  const input = useRef<HTMLInputElement>(null);
  const [results, setResults] = useState<FileResult[]>([]);
  const [uploading, setUploading] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [editing, setEditing] = useState<Media | null>(null);
  const [deleting, setDeleting] = useState<Media | null>(null);

  /** Checks the files here, sends the rest in bulk batches, and lists every file's result. */
  async function send(files: File[]) {
    if (files.length === 0) return;
    setNotice(null);
    setUploading(true);
    const { refused, accepted } = checkMediaFiles(files);
    const answered: FileResult[] = [...refused];
    for (let i = 0; i < accepted.length; i += MEDIA_BULK_MAX_FILES) {
      const batch = accepted.slice(i, i + MEDIA_BULK_MAX_FILES);
      const parts = await Promise.all(batch.map((f) => uploadPartOf('file', f)));
      const result = await callApi('media.bulkCreate', { files: parts });
      if (result.ok)
        answered.push(
          ...result.value.map((r: MediaBulkResult) => ({ name: r.name, ok: r.ok, error: r.error ?? null })),
        );
      else answered.push(...batch.map((f) => ({ name: f.name, ok: false, error: result.error.message })));
    }
    setResults(answered);
    setUploading(false);
    const stored = answered.filter((r) => r.ok).length;
    setNotice({
      ok: stored === answered.length,
      text: t('media.uploaded', { stored, total: answered.length }),
    });
    if (stored > 0) library.reload();
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    if (!canManage || uploading) return;
    void send([...event.dataTransfer.files]);
  }

  async function remove() {
    if (!deleting) return;
    const result = await callApi('media.remove', { params: { id: deleting.id } });
    setNotice(noticeOf(result, t('media.deleted', { name: deleting.name })));
    setDeleting(null);
    if (result.ok) library.reload();
  }

  const when = dates.at;
  const rows = library.data ?? [];
  return (
    <Stack gap="sm" maw={1100}>
      <Text size="sm">{t('media.intro', { limit: megabytes(MEDIA_MAX_BYTES) })}</Text>
      {canManage && (
        <Paper
          withBorder
          p="md"
          role="region"
          aria-label={t('media.dropZone')}
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          style={{
            borderStyle: 'dashed',
            background: dragging ? 'var(--mantine-color-blue-light)' : undefined,
          }}
        >
          <Group justify="space-between">
            <Text size="sm">{t('media.dropHint', { count: MEDIA_BULK_MAX_FILES })}</Text>
            <Button
              leftSection={<IconUpload size={16} aria-hidden />}
              loading={uploading}
              onClick={() => input.current?.click()}
            >
              {t('media.choose')}
            </Button>
            <input
              ref={input}
              type="file"
              multiple
              hidden
              accept={MEDIA_MIMES.join(',')}
              aria-label={t('media.choose')}
              onChange={(e) => {
                const files = [...(e.currentTarget.files ?? [])];
                e.currentTarget.value = '';
                void send(files);
              }}
            />
          </Group>
        </Paper>
      )}
      <NoticeLine notice={notice} onClose={() => setNotice(null)} />
      {results.length > 0 && (
        <Card withBorder p="sm" aria-label={t('media.results')} component="section">
          <List size="sm" spacing={4}>
            {results.map((r, i) => (
              <List.Item key={`${r.name}-${i}`}>
                <Text span size="sm" fw={700}>
                  {r.ok ? t('media.resultOk') : t('media.resultFailed')}
                </Text>{' '}
                {r.name}
                {r.error ? `: ${r.error}` : ''}
              </List.Item>
            ))}
          </List>
        </Card>
      )}
      {library.error && <NoticeLine notice={{ ok: false, text: library.error }} onClose={library.reload} />}
      {!library.loading && rows.length === 0 && !library.error && <Text c="dimmed">{t('media.empty')}</Text>}
      <SimpleGrid
        cols={{ base: 2, sm: 3, md: 4 }}
        spacing="sm"
        component="ul"
        style={{ listStyle: 'none', padding: 0 }}
      >
        {rows.map((m) => (
          <Card key={m.id} withBorder p="xs" component="li">
            <Card.Section>
              {m.thumbnail_url ? (
                <Image
                  src={apiBase ? `${apiBase}${m.thumbnail_url}` : null}
                  alt={m.alt_text || m.name}
                  h={140}
                  fit="contain"
                  bg="gray.1"
                />
              ) : (
                <Group h={140} justify="center" bg="gray.1">
                  <ThemeIcon variant="light" size={64} aria-hidden>
                    <IconFileTypePdf size={40} />
                  </ThemeIcon>
                </Group>
              )}
            </Card.Section>
            <Stack gap={2} mt="xs">
              <Anchor
                href={apiBase ? `${apiBase}${m.url}` : undefined}
                target="_blank"
                rel="noreferrer"
                download={m.name}
                size="sm"
                fw={600}
                lineClamp={1}
              >
                {m.name}
              </Anchor>
              <Text size="xs" c="dimmed">
                {[fileSize(m.size), m.width && m.height ? `${m.width} × ${m.height}` : null]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
              <Text size="xs" lineClamp={2}>
                {m.alt_text ? t('media.altShown', { alt: m.alt_text }) : t('media.noAlt')}
              </Text>
              <Text size="xs" c="dimmed">
                {t('media.addedBy', { who: m.created_by || '—', when: when(m.created_at) })}
              </Text>
              {canManage && (
                <Group gap={4} justify="flex-end">
                  <IconButton
                    icon={IconPencil}
                    name={t('media.editNamed', { name: m.name })}
                    onClick={() => setEditing(m)}
                  />
                  <IconButton
                    icon={IconTrash}
                    danger
                    name={t('media.deleteNamed', { name: m.name })}
                    onClick={() => setDeleting(m)}
                  />
                </Group>
              )}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      {editing && (
        <MediaEditDialog
          media={editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            setNotice({ ok: true, text: t('media.saved', { name: saved.name }) });
            library.reload();
          }}
        />
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('media.confirmTitle', { name: deleting?.name ?? '' })}
        cancelLabel={t('media.cancel')}
        confirmLabel={t('media.delete')}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void remove()}
      >
        {t('media.confirm')}
      </ConfirmDialog>
    </Stack>
  );
}

interface MediaEditDialogProps {
  media: Media;
  onClose: () => void;
  onSaved: (m: Media) => void;
}

/** Name and alt text of one file; a refusal stays in the dialog with what was typed. */
function MediaEditDialog({ media, onClose, onSaved }: MediaEditDialogProps) {
  const { t } = useTranslation();
  const form = useEntityForm(mediaUpdateSchema, { name: media.name, alt_text: media.alt_text });
  const [failure, setFailure] = useState<string | null>(null);
  const save = form.onSubmit(async (body) => {
    const result = await callApi('media.update', { params: { id: media.id }, body });
    if (result.ok) return onSaved(result.value);
    setFailure(form.refuse(result.error));
  });
  return (
    <Modal opened onClose={onClose} title={t('media.editNamed', { name: media.name })}>
      <form onSubmit={save}>
        <Stack gap="sm">
          <TextInput label={t('media.name')} required {...form.getInputProps('name')} />
          <LongText
            label={t('media.altText')}
            description={t('media.altHint')}
            maxLength={250}
            {...form.getInputProps('alt_text')}
          />
          {failure && <NoticeLine notice={{ ok: false, text: failure }} onClose={() => setFailure(null)} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('media.cancel')}
            </Button>
            <Button type="submit">{t('media.save')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
