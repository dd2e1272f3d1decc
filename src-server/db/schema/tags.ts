import { boolean, index, pgTable, text, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { bytea, tenantRow, timestamps } from './columns';

/**
 * Client and reservation tags (spec §3 "Tag"): a category is a row without parent_id, its tags are
 * rows pointing at it (deleted with it). Both kinds live here, told apart by `kind`. A tag's optional
 * image is a WebP thumbnail kept with the row and served by its own id.
 */
export const tags = pgTable(
  'tags',
  {
    ...tenantRow(),
    kind: text('kind', { enum: ['client', 'reservation'] }).notNull(),
    parentId: uuid('parent_id').references((): AnyPgColumn => tags.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tagColor: text('tag_color').notNull().default('#ffffff'),
    textColor: text('text_color').notNull().default('#423d3a'),
    icon: text('icon').notNull().default(''),
    visibleToSuperusersOnly: boolean('visible_to_superusers_only').notNull().default(false),
    showOnReservationSummary: boolean('show_on_reservation_summary').notNull().default(false),
    imageId: uuid('image_id'),
    image: bytea('image'),
    ...timestamps(),
  },
  (t) => [
    index('tags_restaurant_kind_idx').on(t.restaurantId, t.kind, t.parentId),
    index('tags_image_idx').on(t.imageId),
  ],
);
