// Client tags and reservation tags through the §7 paths: categories and tags of both kinds, multipart
// with and without an image, a file that is no picture refused by field, superuser-only tags hidden
// from a manager and refused to their edits, a host who cannot manage tags, and tenancy.
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { tagCategorySchema, tagSchema, type TagKind } from '../../src-shared/tags/tag-calls.js';
import type { SignedIn } from './helpers/api-server.js';
import { data, errors, useCatalogueActors } from './helpers/catalogue-actors.js';

const { getApi, ids, admin, asAdmin, asHost, asQuay } = useCatalogueActors();
const BASE: Record<TagKind, string> = { client: '/clientsTag', reservation: '/reservationTags' };
let manager: SignedIn;

beforeAll(async () => {
  const res = await asAdmin('POST', '/user/create', {
    email: 'manager@tags.test',
    password: 'manager-password-1',
    first_name: 'Mina',
    last_name: 'Manager',
    role: 'manager',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  manager = await getApi().signIn('manager@tags.test', 'manager-password-1');
});

const asManager = (method: string, path: string, body?: unknown) =>
  getApi().api(method, path, { token: manager.token, restaurantId: ids.harbour, body });

/** A multipart call as the admin (or another), fields as text and an optional file part. */
async function form(
  method: 'POST' | 'PUT',
  path: string,
  fields: Record<string, string>,
  file?: { field?: string; type: string; bytes: Uint8Array<ArrayBuffer>; name: string },
  who: () => SignedIn = admin,
) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  if (file) body.append(file.field ?? 'image', new Blob([file.bytes], { type: file.type }), file.name);
  const res = await fetch(`${getApi().baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${who().token}`, 'restaurant-id': String(ids.harbour) },
    body,
  });
  return { status: res.status, body: (await res.json()) as { data?: unknown; message?: string } };
}

const png = async () =>
  Uint8Array.from(
    await sharp({ create: { width: 900, height: 600, channels: 3, background: '#2e86de' } })
      .png()
      .toBuffer(),
  );

const listOf = async (kind: TagKind, call = asAdmin) =>
  tagCategorySchema.array().parse(data(await call('GET', `${BASE[kind]}/restaurant/${ids.harbour}`)));

describe.each(['client', 'reservation'] as const)('%s tags through the §7 paths', (kind) => {
  it('creates a category (multipart) and a tag with an image, lists, edits and deletes them', async () => {
    const created = await form('POST', `${BASE[kind]}/create`, {
      category_name: `${kind} VIP`,
      tag_color: '#ffe8a3',
      tag_icon: 'star',
      show_on_reservation_summary: 'true',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.message).toBe('Reservation or Client tag created successfully!');
    const category = tagSchema.parse(created.body.data);
    expect(category).toMatchObject({ kind, parent_id: null, text_color: '#423d3a', image_path: null });
    expect(category.show_on_reservation_summary).toBe(true);

    const tagged = await form(
      'POST',
      `${BASE[kind]}/create`,
      { parent_id: category.id, tag_name: 'Regular' },
      { type: 'image/png', bytes: await png(), name: 'regular.png' },
    );
    expect(tagged.status, JSON.stringify(tagged.body)).toBe(201);
    const tag = tagSchema.parse(tagged.body.data);
    expect(tag).toMatchObject({ parent_id: category.id, tag_color: '#ffe8a3' });
    if (!tag.image_path) throw new Error('image_path missing');
    const image = await fetch(`${getApi().baseUrl}${tag.image_path}`);
    expect(image.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(256);

    const listed = (await listOf(kind, asHost)).find((c) => c.id === category.id);
    expect(listed?.tags.map((t) => t.name)).toEqual(['Regular']);

    const renamed = await asAdmin('PUT', `${BASE[kind]}/update/${category.id}`, {
      category_name: `${kind} VIPs`,
      tag_text_color: '#000000',
    });
    expect(renamed.status).toBe(200);
    expect((renamed.body as { message: string }).message).toBe('category updated successfully!');
    expect(tagSchema.parse(data(renamed))).toMatchObject({ name: `${kind} VIPs`, text_color: '#000000' });

    const removed = await asAdmin('DELETE', `${BASE[kind]}/delete/${category.id}`);
    expect((removed.body as { message: string }).message).toBe('tag deleted successfully!');
    expect((await listOf(kind)).some((c) => c.id === category.id)).toBe(false);
    expect((await fetch(`${getApi().baseUrl}${tag.image_path}`)).status).toBe(404);
  });
});

describe('tag refusals', () => {
  it('refuses a file that is no picture, naming the image field, and writes nothing', async () => {
    const res = await form(
      'POST',
      '/clientsTag/create',
      { category_name: 'Not a picture' },
      { type: 'text/plain', bytes: Uint8Array.from(new TextEncoder().encode('hello')), name: 'notes.txt' },
    );
    expect(res.status).toBe(422);
    expect(errors(res as never).image?.[0]).toMatch(/image must be a JPEG, PNG/);
    expect((await listOf('client')).some((c) => c.name === 'Not a picture')).toBe(false);
    const nameless = await asAdmin('POST', '/clientsTag/create', { tag_color: '#ffffff' });
    expect(nameless.status).toBe(422);
    expect(errors(nameless).category_name).toEqual(['Category name is required']);
  });

  it('refuses a tag name already in its category and a category name already used, by field', async () => {
    const category = tagSchema.parse(
      data(await asAdmin('POST', '/clientsTag/create', { category_name: 'Diet' })),
    );
    const first = await asAdmin('POST', '/clientsTag/create', { parent_id: category.id, tag_name: 'Vegan' });
    expect(first.status).toBe(201);
    const again = await asAdmin('POST', '/clientsTag/create', { parent_id: category.id, tag_name: 'vegan ' });
    expect(again.status).toBe(422);
    expect(errors(again).tag_name).toEqual(['A tag named vegan already exists in Diet']);
    const twin = await asAdmin('POST', '/clientsTag/create', { category_name: 'diet' });
    expect(twin.status).toBe(422);
    expect(errors(twin).category_name).toEqual(['A client tag category named diet already exists']);
    // Renaming another tag onto it is refused too; renaming a tag to itself is not.
    const other = tagSchema.parse(
      data(await asAdmin('POST', '/clientsTag/create', { parent_id: category.id, tag_name: 'Halal' })),
    );
    const renamed = await asAdmin('PUT', `/clientsTag/update/${other.id}`, { tag_name: 'Vegan' });
    expect(renamed.status).toBe(422);
    const same = await asAdmin('PUT', `/clientsTag/update/${other.id}`, { tag_name: 'Halal' });
    expect(same.status).toBe(200);
    // A category the demo seed made is taken too; the same label in another category is another tag.
    expect((await asAdmin('POST', '/clientsTag/create', { category_name: 'Preferences' })).status).toBe(422);
    const elsewhere = tagSchema.parse(
      data(await asAdmin('POST', '/clientsTag/create', { category_name: 'Likes' })),
    );
    const ok = await asAdmin('POST', '/clientsTag/create', { parent_id: elsewhere.id, tag_name: 'Vegan' });
    expect(ok.status).toBe(201);
    const listed = (await listOf('client')).find((c) => c.id === category.id);
    expect(listed?.tags.map((t) => t.name)).toEqual(['Halal', 'Vegan']);
  });

  it('hides superuser-only tags from a manager and refuses their edits (403)', async () => {
    const hidden = tagSchema.parse(
      data(
        await asAdmin('POST', '/reservationTags/create', {
          category_name: 'Private notes',
          visible_to_superusers_only: true,
        }),
      ),
    );
    expect((await listOf('reservation')).some((c) => c.id === hidden.id)).toBe(true);
    expect((await listOf('reservation', asManager)).some((c) => c.id === hidden.id)).toBe(false);
    const edit = await asManager('PUT', `/reservationTags/update/${hidden.id}`, { category_name: 'Mine' });
    expect(edit.status).toBe(403);
    expect((await asManager('DELETE', `/reservationTags/delete/${hidden.id}`)).status).toBe(403);
    // The manager manages the others.
    const open = await asManager('POST', '/reservationTags/create', { category_name: 'Occasions' });
    expect(open.status).toBe(201);
  });

  it('refuses a host any tag write, and another restaurant’s tag is a 404', async () => {
    expect((await asHost('POST', '/clientsTag/create', { category_name: 'Host tag' })).status).toBe(403);
    const theirs = tagSchema.parse(
      data(await asQuay('POST', '/clientsTag/create', { category_name: 'Quay' })),
    );
    expect((await asAdmin('PUT', `/clientsTag/update/${theirs.id}`, { category_name: 'Ours' })).status).toBe(
      404,
    );
    expect((await asAdmin('DELETE', `/clientsTag/delete/${theirs.id}`)).status).toBe(404);
    // A client tag id is not a reservation tag either.
    expect((await asQuay('DELETE', `/reservationTags/delete/${theirs.id}`)).status).toBe(404);
  });
});
