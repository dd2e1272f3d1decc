// Client and reservation tags (spec §3 "Tag", §6): one service, parameterised by kind. A category is
// a row without parent; its tags point at it. A category or tag visible to superusers only is left
// out of the lists of anyone without `tags.superuser`, and their edits of it are refused (403).
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import { uuidv7 } from '../../src-shared/ids.js';
import {
  DEFAULT_TAG_COLOR,
  DEFAULT_TAG_TEXT_COLOR,
  type Tag,
  type TagCategory,
  type TagCreate,
  type TagKind,
  type TagUpdate,
  TAG_IMAGE_ROUTE,
} from '../../src-shared/tags/tag-calls.js';
import { fillPath } from '../../src-shared/resources/route-contract.js';
import type { DbExecutor } from '../db/client.js';
import { existsWhere } from '../db/where-queries.js';
import { tags } from '../db/schema/index.js';
import { forbidden } from '../http/http-error.js';
import { toWebp, type UploadedFile } from '../menus/product-images.js';
import { drizzleCrud, fieldError, missing } from '../resources/drizzle-crud.js';
import type { DomainWrite, WriteContext } from '../sync/write-context.js';

type TagRow = typeof tags.$inferSelect;

/** Thumbnails: small enough for a chip or a list row. */
const THUMBNAIL_EDGE = 256;
/** What the browser may send as a picture; anything else is refused before it is decoded. */
export const TAG_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'];

export function tagView(row: TagRow): Tag {
  return {
    id: row.id,
    restaurant_id: row.restaurantId,
    kind: row.kind,
    parent_id: row.parentId,
    name: row.name,
    tag_color: row.tagColor,
    text_color: row.textColor,
    icon: row.icon,
    visible_to_superusers_only: row.visibleToSuperusersOnly,
    show_on_reservation_summary: row.showOnReservationSummary,
    image_path: row.imageId ? fillPath(TAG_IMAGE_ROUTE, { imageId: row.imageId }) : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A WebP thumbnail of the one `image` part, or undefined without one. */
async function thumbnail(files: readonly UploadedFile[]): Promise<{ id: string; data: Buffer } | undefined> {
  const file = files[0];
  if (!file) return undefined;
  if (file.field !== 'image') throw fieldError(file.field, `${file.field} is not a field of the tag form`);
  if (!TAG_IMAGE_TYPES.includes(file.mimetype))
    throw fieldError('image', `image must be a JPEG, PNG, WebP, GIF or AVIF picture, not ${file.mimetype}`);
  const { data } = await toWebp(file, THUMBNAIL_EDGE);
  return { id: uuidv7(), data };
}

const superuserOnly = (row: TagRow, parent: TagRow | undefined) =>
  row.visibleToSuperusersOnly || (parent?.visibleToSuperusersOnly ?? false);

/** Whether the caller may see superuser-only tags (system writes may). */
const isSuperuser = (ctx: WriteContext) => ctx.may?.('tags.superuser') ?? true;

function refuseHidden(ctx: WriteContext, row: TagRow, parent: TagRow | undefined): void {
  if (superuserOnly(row, parent) && !isSuperuser(ctx))
    throw forbidden(`${row.name} is visible to superusers only: only a superuser can change it`);
}

type CreateArgs = TagCreate & { files: UploadedFile[] };
type UpdateArgs = { id: string; patch: TagUpdate & { files: UploadedFile[] } };
type Image = { image?: { id: string; data: Buffer } | undefined };
type TagInsert = TagCreate & Image & { parent?: TagRow };
type TagPatch = TagUpdate & Image & { isCategory: boolean };

/** The service of one kind of tag: the §7 list, create, update and delete. */
export function tagService(kind: TagKind) {
  const crud = drizzleCrud<typeof tags, ReturnType<typeof tagView>, TagInsert, TagPatch>({
    table: tags,
    noun: `${kind} tag`,
    mirror: null,
    view: tagView,
    orderBy: [asc(tags.name)],
    // tag_color, parent_id and the two flags are columns of the same name; the rest is derived.
    derive: (a, _ctx, op) => {
      if (op === 'update') {
        const p = a as TagPatch;
        return {
          name: p.isCategory ? p.category_name : p.tag_name,
          textColor: p.tag_text_color,
          icon: p.tag_icon,
          ...(p.image ? { imageId: p.image.id, image: p.image.data } : {}),
          ...(p.remove_image && !p.image ? { imageId: null, image: null } : {}),
        };
      }
      const args = a as TagInsert;
      return {
        kind,
        parentId: args.parent?.id ?? null,
        name: (args.parent ? args.tag_name : args.category_name) ?? '',
        tagColor: args.tag_color ?? args.parent?.tagColor ?? DEFAULT_TAG_COLOR,
        textColor: args.tag_text_color ?? args.parent?.textColor ?? DEFAULT_TAG_TEXT_COLOR,
        icon: args.tag_icon ?? args.parent?.icon ?? '',
        showOnReservationSummary:
          args.show_on_reservation_summary ?? args.parent?.showOnReservationSummary ?? false,
        imageId: args.image?.id ?? null,
        image: args.image?.data ?? null,
      };
    },
  });

  /** The tenant's row of this kind with its category, or the same 404 as a row of another tenant. */
  const stored = async (db: DbExecutor, restaurantId: number, id: string) => {
    const row = await crud.row(db, restaurantId, id);
    if (row.kind !== kind) throw missing(`${kind} tag`, id);
    const parent = row.parentId ? await crud.row(db, restaurantId, row.parentId) : undefined;
    return { row, parent };
  };

  const list = async (db: DbExecutor, restaurantId: number, superuser: boolean): Promise<TagCategory[]> => {
    const rows = await db
      .select()
      .from(tags)
      .where(and(eq(tags.restaurantId, restaurantId), eq(tags.kind, kind)))
      .orderBy(asc(tags.name));
    const visible = (row: TagRow) => superuser || !row.visibleToSuperusersOnly;
    return rows
      .filter((row) => row.parentId === null && visible(row))
      .map((category) => ({
        ...tagView(category),
        tags: rows.filter((row) => row.parentId === category.id && visible(row)).map(tagView),
      }));
  };

  /**
   * Tags are told apart by their label (spec: de-duplication is by label): a name already used in
   * the same category (or, for a category, among the categories of this kind) is refused by field.
   */
  const refuseTakenName = async (
    db: DbExecutor,
    restaurantId: number,
    place: { parentId: string | null; name: string | undefined; exceptId?: string; category?: string },
  ) => {
    const name = place.name?.trim();
    if (!name) return;
    const taken = await existsWhere(
      db,
      tags,
      eq(tags.restaurantId, restaurantId),
      eq(tags.kind, kind),
      place.parentId === null ? isNull(tags.parentId) : eq(tags.parentId, place.parentId),
      sql`lower(${tags.name}) = lower(${name})`,
      place.exceptId ? ne(tags.id, place.exceptId) : undefined,
    );
    if (!taken) return;
    throw place.parentId === null
      ? fieldError('category_name', `A ${kind} tag category named ${name} already exists`)
      : fieldError('tag_name', `A tag named ${name} already exists in ${place.category ?? 'this category'}`);
  };

  const create: DomainWrite<CreateArgs, Tag> = async (write, ctx, { files, ...args }) => {
    let parent: TagRow | undefined;
    if (args.parent_id) {
      const [found] = await write.tx
        .select()
        .from(tags)
        .where(
          and(eq(tags.restaurantId, ctx.restaurantId), eq(tags.id, args.parent_id), eq(tags.kind, kind)),
        );
      if (!found || found.parentId !== null)
        throw fieldError(
          'parent_id',
          `parent_id ${args.parent_id} is not a ${kind} tag category of this restaurant`,
        );
      parent = found;
    }
    await refuseTakenName(write.tx, ctx.restaurantId, {
      parentId: parent?.id ?? null,
      name: parent ? args.tag_name : args.category_name,
      category: parent?.name,
    });
    const draft = { visibleToSuperusersOnly: args.visible_to_superusers_only ?? false } as TagRow;
    if (superuserOnly(draft, parent) && !isSuperuser(ctx))
      throw forbidden('Only a superuser can add tags that are visible to superusers only');
    return crud.create(write, ctx, { ...args, parent, image: await thumbnail(files) });
  };

  const update: DomainWrite<UpdateArgs, Tag> = async (write, ctx, { id, patch: { files, ...patch } }) => {
    const { row, parent } = await stored(write.tx, ctx.restaurantId, id);
    refuseHidden(ctx, row, parent);
    if (patch.visible_to_superusers_only && !isSuperuser(ctx))
      throw forbidden('Only a superuser can make a tag visible to superusers only');
    await refuseTakenName(write.tx, ctx.restaurantId, {
      parentId: row.parentId,
      name: row.parentId === null ? patch.category_name : patch.tag_name,
      exceptId: id,
      category: parent?.name,
    });
    const image = await thumbnail(files);
    return crud.update(write, ctx, { id, patch: { ...patch, image, isCategory: row.parentId === null } });
  };

  const remove: DomainWrite<{ id: string }, { id: string }> = async (write, ctx, { id }) => {
    const { row, parent } = await stored(write.tx, ctx.restaurantId, id);
    refuseHidden(ctx, row, parent);
    if (!parent && !isSuperuser(ctx)) {
      const hidden = await write.tx
        .select({ id: tags.id })
        .from(tags)
        .where(and(eq(tags.parentId, id), eq(tags.visibleToSuperusersOnly, true)));
      if (hidden.length > 0)
        throw forbidden(`${row.name} holds tags visible to superusers only: only a superuser can delete it`);
    }
    return crud.remove(write, ctx, { id });
  };

  return { list, get: crud.get, create, update, remove };
}

/** A tag's thumbnail by its image id (any tenant: the id is an unguessable UUID, as product images). */
export async function tagImage(db: DbExecutor, imageId: string): Promise<Buffer | null> {
  const [row] = await db.select({ image: tags.image }).from(tags).where(eq(tags.imageId, imageId));
  return row?.image ?? null;
}
