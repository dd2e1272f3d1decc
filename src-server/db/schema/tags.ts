import { index, text, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { bytea, flag, textOr, tenantTable } from './columns';

/**
 * Client and reservation tags (spec §3 "Tag"): a category is a row without parent_id, its tags are
 * rows pointing at it (deleted with it). Both kinds live here, told apart by `kind`. A tag's optional
 * image is a WebP thumbnail kept with the row and served by its own id.
 */
export const tags = tenantTable(
  'tags',
  {
    kind: text('kind', { enum: ['client', 'reservation'] }).notNull(),
    parentId: uuid('parent_id').references((): AnyPgColumn => tags.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tagColor: textOr('tag_color', '#ffffff'),
    textColor: textOr('text_color', '#423d3a'),
    icon: textOr('icon'),
    visibleToSuperusersOnly: flag('visible_to_superusers_only', false),
    showOnReservationSummary: flag('show_on_reservation_summary', false),
    imageId: uuid('image_id'),
    image: bytea('image'),
  },
  (t) => [
    index('tags_restaurant_kind_idx').on(t.restaurantId, t.kind, t.parentId),
    index('tags_image_idx').on(t.imageId),
  ],
);
