import { index, integer, text } from 'drizzle-orm/pg-core';
import { intOr, textOr, tenantTable } from './columns';
import { users } from './users';

/**
 * The restaurant's media library (spec §7 Restaurant "Media … per restaurant"): one row per file
 * with what the console shows about it. The bytes are not here: the media store keeps them (a
 * folder per restaurant under the API's data dir) by `storage_key`, and the thumbnail by
 * `thumbnail_key` (a PDF has none).
 */
export const media = tenantTable(
  'media',
  {
    name: text('name').notNull(),
    altText: textOr('alt_text'),
    mime: text('mime').notNull(),
    size: intOr('size_bytes'),
    width: integer('width'),
    height: integer('height'),
    storageKey: text('storage_key').notNull(),
    thumbnailKey: text('thumbnail_key'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdByName: textOr('created_by_name'),
  },
  (t) => [index('media_restaurant_created_idx').on(t.restaurantId, t.createdAt)],
);
