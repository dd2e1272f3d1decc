// Settings › Floorplan › Create floor plan layout (`createLayout/{id}`, id `new` or a layout's id):
// the PixiJS layout editor of issue 13. Rooms, tables (round, square or rectangle, with seats),
// walls and labels are added with buttons; on the canvas they are selected (Shift+click adds),
// dragged, rotated and resized; the side panel lists every element as a button and edits the
// selected one's fields, so everything the canvas does is reachable by keyboard and screen reader.
// Adding a table creates the restaurant's dining table row when the layout is saved (a venue draws
// its room and its tables together); existing tables not yet on the layout can be placed too.
// Saving sends only what changed, each at its version + 1, and the server merges element by element,
// so two admins editing one layout keep each other's work.
import { Alert, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { callApi } from '../../data/call.js';
import { PageFrame } from '../../pages/page-frame.js';
import { useData } from '../../data/use-data.js';
import { LayoutEditor } from './layout-editor.js';
import { venue } from '../../data/venue.js';

export function FloorEditorScreen() {
  const { t } = useTranslation();
  const { id = 'new' } = useParams();
  const isNew = id === 'new';
  const layout = useData(
    () =>
      isNew
        ? Promise.resolve({ ok: true as const, value: null })
        : callApi('floorPlan.get', { params: { id } }),
    `floorPlan:${id}`,
    [],
  );
  const floor = useData(() => venue()['mirror.floor'](), 'floor', ['tables', 'floor_plans']);
  const title = isNew ? t('floorEditor.title.create') : t('floorEditor.title.edit');
  const error = layout.error ?? floor.error;
  if (error || (!isNew && !layout.data) || !floor.data)
    return (
      <PageFrame title={title}>
        {error ? (
          <Alert color="red" variant="light" role="alert" title={t('floorEditor.loadFailed')}>
            {error}
          </Alert>
        ) : (
          <Loader size="sm" aria-label={t('floorEditor.loading')} />
        )}
      </PageFrame>
    );
  return (
    <LayoutEditor key={layout.data?.id ?? 'new'} layout={layout.data} floor={floor.data} title={title} />
  );
}
