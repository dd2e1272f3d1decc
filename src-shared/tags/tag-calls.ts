// Client tags and reservation tags (spec §3 "Tag", §7 "Tags"): a category is a parent row
// (parent_id null) with its colours, icon and flags; a tag is a child row with parent_id. The two
// kinds share one shape and one set of calls, declared once per kind from `tagCalls(kind)`.
import { z } from 'zod';
import { entityIdSchema } from '../ids.js';
import { readableName } from '../resources/form-hints.js';
import { idParamsSchema, type RouteContract, deleteById } from '../resources/route-contract.js';
import { dbIdStringSchema } from '../schemas/restaurant.js';
import { tenantRowSchema } from '../schemas/row-parts.js';

export const TAG_KINDS = ['client', 'reservation'] as const;
export type TagKind = (typeof TAG_KINDS)[number];

/** Spec §9: tag text #423d3a on a #ffffff background unless the category says otherwise. */
export const DEFAULT_TAG_COLOR = '#ffffff';
export const DEFAULT_TAG_TEXT_COLOR = '#423d3a';

// Field messages name the field in words ('Tag name is required'), never by its key (issue 29).
const hexColour = (field: string) =>
  z.string().regex(/^#[0-9a-fA-F]{6}$/, `${readableName(field)} must be a hex value like #1a2b3c`);

/** A boolean as JSON or as a form sends it ('true'/'false', '1'/'0', 'on'). */
const formBoolean = (field: string) =>
  z
    .union([
      z.boolean(),
      z.enum(['true', 'false', '1', '0', 'on'], { error: `${readableName(field)} must be true or false` }),
    ])
    .transform((v) => v === true || v === 'true' || v === '1' || v === 'on');

const name = (field: string) =>
  z
    .string({ error: `${readableName(field)} is required` })
    .trim()
    .min(1, `${readableName(field)} is required`)
    .max(60, `${readableName(field)} cannot exceed 60 characters`);

export const tagSchema = tenantRowSchema({
  kind: z.enum(TAG_KINDS),
  /** null: a category; else the category this tag belongs to. */
  parent_id: entityIdSchema.nullable(),
  name: z.string(),
  tag_color: z.string(),
  text_color: z.string(),
  icon: z.string(),
  visible_to_superusers_only: z.boolean(),
  show_on_reservation_summary: z.boolean(),
  /** The thumbnail's API path (WebP), or null when the tag has no image. */
  image_path: z.string().nullable(),
});
export type Tag = z.infer<typeof tagSchema>;

export const tagCategorySchema = tagSchema.extend({ tags: z.array(tagSchema) });
export type TagCategory = z.infer<typeof tagCategorySchema>;

/** The §3 tag form's fields other than the names (the image travels as a file part). */
const tagFormFields = {
  tag_color: hexColour('tag_color').optional(),
  tag_text_color: hexColour('tag_text_color').optional(),
  tag_icon: z.string().trim().max(60, 'Tag icon cannot exceed 60 characters').optional(),
  visible_to_superusers_only: formBoolean('visible_to_superusers_only').optional(),
  show_on_reservation_summary: formBoolean('show_on_reservation_summary').optional(),
};

/**
 * The §3 tag form. Without parent_id it creates a category named category_name; with parent_id it
 * creates a tag named tag_name in that category. An optional `image` file part comes beside it.
 */
export const tagCreateSchema = z
  .object({
    parent_id: z.union([entityIdSchema, z.literal('').transform(() => undefined)]).optional(),
    category_name: name('category_name').optional(),
    tag_name: name('tag_name').optional(),
    ...tagFormFields,
  })
  .superRefine((v, ctx) => {
    if (v.parent_id && !v.tag_name)
      ctx.addIssue({ code: 'custom', path: ['tag_name'], message: 'Tag name is required' });
    if (!v.parent_id && !v.category_name)
      ctx.addIssue({ code: 'custom', path: ['category_name'], message: 'Category name is required' });
  });
export type TagCreate = z.output<typeof tagCreateSchema>;

/** An edit: any of the form's fields; category_name renames a category, tag_name a tag. */
export const tagUpdateSchema = z.object({
  category_name: name('category_name').optional(),
  tag_name: name('tag_name').optional(),
  ...tagFormFields,
  /** 'true' drops the stored image (a new file part replaces it instead). */
  remove_image: formBoolean('remove_image').optional(),
});
export type TagUpdate = z.output<typeof tagUpdateSchema>;

const TAG_PATH = { client: '/clientsTag', reservation: '/reservationTags' } as const satisfies Record<
  TagKind,
  string
>;

/** The four §7 calls of one kind of tag. */
export function tagCalls<K extends TagKind>(kind: K) {
  const base = TAG_PATH[kind];
  return {
    list: {
      method: 'GET',
      path: `${base}/restaurant/{id}`,
      summary: `The ${kind} tag categories of the restaurant with their tags (superuser-only ones to superusers only)`,
      permission: 'tags.read',
      params: z.object({ id: dbIdStringSchema }),
      restaurantParam: 'id',
      response: z.array(tagCategorySchema),
      status: 200,
    },
    create: {
      method: 'POST',
      path: `${base}/create`,
      summary: `Create a ${kind} tag category or tag (multipart; optional file field "image")`,
      permission: 'tags.manage',
      body: tagCreateSchema,
      response: tagSchema,
      status: 201,
      forms: true,
    },
    update: {
      method: 'PUT',
      path: `${base}/update/{id}`,
      summary: `Edit a ${kind} tag category or tag (JSON or multipart with a new "image")`,
      permission: 'tags.manage',
      params: idParamsSchema,
      body: tagUpdateSchema,
      response: tagSchema,
      status: 200,
      forms: true,
    },
    remove: deleteById(
      `${base}/delete/{id}`,
      `Delete a ${kind} tag (a category goes with its tags)`,
      'tags.manage',
    ),
  } as const satisfies Record<string, RouteContract>;
}

export const TAG_CALLS = {
  'clientTags.list': tagCalls('client').list,
  'clientTags.create': tagCalls('client').create,
  'clientTags.update': tagCalls('client').update,
  'clientTags.remove': tagCalls('client').remove,
  'reservationTags.list': tagCalls('reservation').list,
  'reservationTags.create': tagCalls('reservation').create,
  'reservationTags.update': tagCalls('reservation').update,
  'reservationTags.remove': tagCalls('reservation').remove,
} as const;

/** The public path of a tag's thumbnail (an <img> cannot send the bearer token). */
export const TAG_IMAGE_ROUTE = { method: 'GET', path: '/tag-images/{imageId}' } as const;
