// The media library through its paths (src-shared/media/media-calls.ts): upload one file and many,
// list, rename and describe, delete; refusals by type (read from the bytes, not the name) and by size
// (413 naming the file and the limit, per file in a bulk upload); a host who may look but not change;
// another restaurant's file a 404 and its signed link refused; thumbnails at 256 px, files on disk
// under the restaurant's folder.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  MEDIA_MAX_BYTES,
  MEDIA_THUMBNAIL_EDGE,
  mediaBulkResultSchema,
  mediaSchema,
  type Media,
} from '../../src-shared/media/media-calls.js';
import type { SignedIn } from './helpers/api-server.js';
import { data, errors, useCatalogueActors } from './helpers/catalogue-actors.js';

const { getApi, ids, admin, host, quay, asAdmin, asHost, asQuay } = useCatalogueActors();

type Part = { bytes: Uint8Array<ArrayBuffer>; name: string; type: string };

async function upload(
  path_: string,
  parts: Part[],
  fields: Record<string, string> = {},
  who: () => SignedIn = admin,
  restaurantId = ids.harbour,
) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  for (const p of parts) body.append('file', new Blob([p.bytes], { type: p.type }), p.name);
  const res = await fetch(`${getApi().baseUrl}${path_}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${who().token}`, 'restaurant-id': String(restaurantId) },
    body,
  });
  return { status: res.status, body: (await res.json()) as { data?: unknown; message?: string } };
}

const picture = async (width: number, height: number, format: 'png' | 'jpeg' | 'webp' | 'gif' = 'png') =>
  Uint8Array.from(
    await sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
      .toFormat(format)
      .toBuffer(),
  );
const PDF = Uint8Array.from(Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1'));

const base = () => `/restaurant/${ids.harbour}/media`;
const listed = async (call = asAdmin) => mediaSchema.array().parse(data(await call('GET', base())));
const fetchFile = (url: string) => fetch(`${getApi().baseUrl}${url}`);

let photo: Media;

beforeAll(async () => {
  const res = await upload(
    base(),
    [{ bytes: await picture(1200, 800), name: 'terrace.png', type: 'image/png' }],
    {
      alt_text: 'The terrace at sunset',
    },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  photo = mediaSchema.parse(res.body.data);
});

describe('media library', () => {
  it('uploads a picture with its size, alt text, creator and a 256 px WebP thumbnail on disk', async () => {
    expect(photo).toMatchObject({
      name: 'terrace.png',
      alt_text: 'The terrace at sunset',
      mime: 'image/png',
      kind: 'image',
      width: 1200,
      height: 800,
    });
    expect(photo.created_by).toMatch(/\S/);
    if (!photo.thumbnail_url) throw new Error('thumbnail_url missing');
    const thumb = await fetchFile(photo.thumbnail_url);
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await thumb.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([MEDIA_THUMBNAIL_EDGE, Math.round((800 / 1200) * 256)]);
    const original = await fetchFile(photo.url);
    expect(original.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await original.arrayBuffer()).length).toBe(photo.size);
    // Stored under the API's data dir, one folder per restaurant.
    const folder = path.join(getApi().dataDir, 'media', String(ids.harbour));
    expect(fs.readdirSync(folder).sort()).toEqual(
      expect.arrayContaining([`${photo.id}.png`, `${photo.id}.thumb.webp`]),
    );
    expect((await listed(asHost)).map((m) => m.id)).toContain(photo.id);
  });

  it('bulk-uploads several files and answers each one: stored, wrong type or too large', async () => {
    const big = new Uint8Array(MEDIA_MAX_BYTES + 1024);
    big.set([0xff, 0xd8, 0xff]);
    const res = await upload(`${base()}/bulk`, [
      { bytes: await picture(300, 600, 'jpeg'), name: 'menu-board.jpg', type: 'image/jpeg' },
      { bytes: PDF, name: 'wine-list.pdf', type: 'application/pdf' },
      // Named like a picture, but the bytes are text: refused by what it is.
      { bytes: Uint8Array.from(Buffer.from('hello')), name: 'fake.png', type: 'image/png' },
      { bytes: big, name: 'huge.jpg', type: 'image/jpeg' },
      { bytes: await picture(64, 64, 'gif'), name: 'icon.gif', type: 'image/gif' },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('3 of 5 files uploaded');
    const results = mediaBulkResultSchema.array().parse(res.body.data);
    expect(results.map((r) => [r.name, r.ok, r.status ?? null])).toEqual([
      ['menu-board.jpg', true, null],
      ['wine-list.pdf', true, null],
      ['fake.png', false, 422],
      ['huge.jpg', false, 413],
      ['icon.gif', true, null],
    ]);
    expect(results[2]?.error).toBe('fake.png is not a JPEG, PNG, WebP, GIF or PDF file');
    expect(results[3]?.error).toBe('huge.jpg is larger than the 10 MB limit for media files');
    const pdf = results[1]?.media;
    expect(pdf).toMatchObject({
      mime: 'application/pdf',
      kind: 'document',
      thumbnail_url: null,
      width: null,
    });
    const portrait = results[0]?.media;
    if (!portrait?.thumbnail_url) throw new Error('portrait thumbnail missing');
    const meta = await sharp(
      Buffer.from(await (await fetchFile(portrait.thumbnail_url)).arrayBuffer()),
    ).metadata();
    expect([meta.width, meta.height]).toEqual([128, 256]);
    const names = (await listed()).map((m) => m.name);
    expect(names).toEqual(expect.arrayContaining(['menu-board.jpg', 'wine-list.pdf', 'icon.gif']));
    expect(names).not.toContain('fake.png');
    expect(names).not.toContain('huge.jpg');
  });

  it('refuses one upload by type (422) and by size (413), naming the file and the limit, writing nothing', async () => {
    const before = (await listed()).length;
    const text = await upload(base(), [
      { bytes: Uint8Array.from(Buffer.from('a,b\n')), name: 'notes.csv', type: 'text/csv' },
    ]);
    expect(text.status).toBe(422);
    expect(errors(text as never).file).toEqual(['notes.csv is not a JPEG, PNG, WebP, GIF or PDF file']);
    const big = new Uint8Array(MEDIA_MAX_BYTES + 1);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const huge = await upload(base(), [{ bytes: big, name: 'poster.png', type: 'image/png' }]);
    expect(huge.status).toBe(413);
    expect(huge.body.message).toBe('poster.png is larger than the 10 MB limit for media files');
    const none = await upload(base(), [], { alt_text: 'nothing' });
    expect(none.status).toBe(422);
    expect(errors(none as never).file).toEqual(['File is required for upload']);
    expect((await listed()).length).toBe(before);
  });

  it('edits the alt text and name, refuses an over-long alt text by field, then deletes file and bytes', async () => {
    const edited = await asAdmin('PUT', `/restaurant/media/${photo.id}`, {
      alt_text: 'Terrace, summer evening',
      name: 'terrace-summer.png',
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(mediaSchema.parse(data(edited))).toMatchObject({
      alt_text: 'Terrace, summer evening',
      name: 'terrace-summer.png',
    });
    const tooLong = await asAdmin('PUT', `/restaurant/media/${photo.id}`, { alt_text: 'x'.repeat(251) });
    expect(tooLong.status).toBe(422);
    expect(errors(tooLong).alt_text).toEqual(['alt_text cannot exceed 250 characters']);

    const removed = await asAdmin('DELETE', `/restaurant/media/${photo.id}`);
    expect(removed.status).toBe(200);
    expect((await listed()).some((m) => m.id === photo.id)).toBe(false);
    expect((await fetchFile(photo.url)).status).toBe(404);
    const folder = path.join(getApi().dataDir, 'media', String(ids.harbour));
    expect(fs.readdirSync(folder).filter((f) => f.startsWith(photo.id))).toEqual([]);
  });

  it('lets a host list but not upload, edit or delete (403)', async () => {
    const [first] = await listed(asHost);
    if (!first) throw new Error('nothing listed');
    const res = await upload(base(), [{ bytes: PDF, name: 'host.pdf', type: 'application/pdf' }], {}, host);
    expect(res.status).toBe(403);
    expect((await asHost('PUT', `/restaurant/media/${first.id}`, { alt_text: 'mine' })).status).toBe(403);
    expect((await asHost('DELETE', `/restaurant/media/${first.id}`)).status).toBe(403);
  });

  it('keeps restaurants apart: another restaurant’s file is a 404 and its link is refused for ours', async () => {
    const theirs = await upload(
      `/restaurant/${ids.quay}/media`,
      [{ bytes: await picture(40, 40), name: 'quay.png', type: 'image/png' }],
      {},
      quay,
      ids.quay,
    );
    expect(theirs.status).toBe(201);
    const file = mediaSchema.parse(theirs.body.data);
    expect((await asAdmin('PUT', `/restaurant/media/${file.id}`, { alt_text: 'ours' })).status).toBe(404);
    expect((await asAdmin('DELETE', `/restaurant/media/${file.id}`)).status).toBe(404);
    expect((await listed()).some((m) => m.id === file.id)).toBe(false);
    // The Harbour list path with the Quay header, and a link moved to another restaurant, are refused.
    expect((await asQuay('GET', base())).status).toBe(403);
    const moved = file.url.replace(`/media-files/${ids.quay}/`, `/media-files/${ids.harbour}/`);
    expect((await fetchFile(moved)).status).toBe(403);
    expect((await fetchFile(file.url.replace(/sig=[^&]+/, 'sig=forged'))).status).toBe(403);
    expect((await fetchFile(file.url)).status).toBe(200);
  });
});
