// Media bytes in an S3-compatible object store (src-server/media/s3-media-store.ts) against a real
// S3 API server in this process (s3rver: S3's REST API over a folder): the store's put/get/remove, a
// refusal by the server surfaced as an error, a missing key, and the whole media library — upload,
// thumbnail, signed links, delete — with no byte on the API's disk. (s3rver does not check V4
// signatures; the signing is aws4fetch's, the signer many S3 and R2 clients use.)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaSchema } from '../../src-shared/media/media-calls.js';
import type { MediaStore } from '../../src-server/media/media-store.js';
import { readMediaS3Env, s3MediaStore, type S3MediaConfig } from '../../src-server/media/s3-media-store.js';
import { data, useCatalogueActors } from './helpers/catalogue-actors.js';

const BUCKET = 'venue-media';
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
let server: S3rver | undefined;
let config: S3MediaConfig | undefined;
let store: MediaStore | undefined;
const live = () => {
  if (!store) throw new Error('The S3 server is not started yet');
  return store;
};

beforeAll(async () => {
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: folder,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const address = await server.run();
  config = readMediaS3Env({
    MEDIA_S3_ENDPOINT: `http://127.0.0.1:${address.port}`,
    MEDIA_S3_BUCKET: BUCKET,
    MEDIA_S3_ACCESS_KEY_ID: 'S3RVER',
    MEDIA_S3_SECRET_ACCESS_KEY: 'S3RVER',
    MEDIA_S3_PREFIX: 'venues',
  });
  if (!config) throw new Error('The S3 settings did not read');
  store = s3MediaStore(config);
});

afterAll(async () => {
  await server?.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

// The API's media store, resolved once the S3 server has its port.
const mediaStore: MediaStore = {
  put: (...args) => live().put(...args),
  get: (...args) => live().get(...args),
  remove: (...args) => live().remove(...args),
};
const { getApi, ids, admin } = useCatalogueActors({ mediaStore });

const objectsOf = (restaurantId: number) => {
  const dir = path.join(folder, BUCKET, 'venues', String(restaurantId));
  const suffix = '._S3rver_object';
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((f) => f.endsWith(suffix))
        .map((f) => f.slice(0, -suffix.length))
    : [];
};

describe('the S3 settings', () => {
  it('are off when none is set and refused when half set, naming what is missing', () => {
    expect(readMediaS3Env({})).toBeUndefined();
    expect(() =>
      readMediaS3Env({ MEDIA_S3_ENDPOINT: 'http://127.0.0.1:9000', MEDIA_S3_BUCKET: 'b' }),
    ).toThrow(
      'The S3 media store needs MEDIA_S3_ACCESS_KEY_ID, MEDIA_S3_SECRET_ACCESS_KEY as well as MEDIA_S3_ENDPOINT, MEDIA_S3_BUCKET.',
    );
    expect(() =>
      readMediaS3Env({
        MEDIA_S3_ENDPOINT: 's3.example.com',
        MEDIA_S3_BUCKET: 'b',
        MEDIA_S3_ACCESS_KEY_ID: 'k',
        MEDIA_S3_SECRET_ACCESS_KEY: 's',
      }),
    ).toThrow('MEDIA_S3_ENDPOINT must be an http(s) URL, got "s3.example.com".');
  });
});

describe('the S3 media store', () => {
  const key = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b.png';

  it('stores, reads back and removes a key under the restaurant, signed so the server accepts it', async () => {
    const bytes = Buffer.from('not really a png, but bytes all the same');
    await live().put(7, key, bytes);
    expect(objectsOf(7)).toContain(key);
    expect(await live().get(7, key)).toEqual(bytes);
    await live().remove(7, key);
    expect(await live().get(7, key)).toBeNull();
    // Removing a key that is gone is not an error.
    await live().remove(7, key);
  });

  it('fails loudly when the server refuses the request (no such bucket), storing nothing', async () => {
    if (!config) throw new Error('no config');
    const wrong = s3MediaStore({ ...config, bucket: 'no-such-bucket' });
    await expect(wrong.put(8, key, Buffer.from('x'))).rejects.toThrow(
      `The media store refused to store ${key}: HTTP 404 NoSuchBucket`,
    );
    await expect(wrong.get(8, key)).rejects.toThrow(/HTTP 404 NoSuchBucket/);
    await expect(wrong.remove(8, key)).rejects.toThrow(/HTTP 404 NoSuchBucket/);
    expect(objectsOf(8)).toEqual([]);
  });

  it('refuses a key the server did not make, before any request', async () => {
    await expect(live().put(7, '../../etc/passwd', Buffer.from('x'))).rejects.toThrow('Not a media key');
  });
});

describe('the media library on the S3 store', () => {
  it('uploads a picture and its thumbnail to the bucket, serves both through signed links, and deletes both', async () => {
    const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#1f6feb' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('alt_text', 'The bar');
    form.append('file', new Blob([Uint8Array.from(png)], { type: 'image/png' }), 'bar.png');
    const res = await fetch(`${getApi().baseUrl}/restaurant/${ids.harbour}/media`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin().token}`, 'restaurant-id': String(ids.harbour) },
      body: form,
    });
    const body = (await res.json()) as { data?: unknown };
    expect(res.status, JSON.stringify(body)).toBe(201);
    const media = mediaSchema.parse(body.data);
    expect(objectsOf(ids.harbour).sort()).toEqual([`${media.id}.png`, `${media.id}.thumb.webp`]);
    // Nothing on the API's own disk.
    expect(fs.existsSync(path.join(getApi().dataDir, 'media', String(ids.harbour)))).toBe(false);

    const original = await fetch(`${getApi().baseUrl}${media.url}`);
    expect(original.status).toBe(200);
    expect(Buffer.from(await original.arrayBuffer())).toEqual(png);
    if (!media.thumbnail_url) throw new Error('thumbnail_url missing');
    const thumb = await fetch(`${getApi().baseUrl}${media.thumbnail_url}`);
    expect(thumb.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()).width).toBe(256);

    const gone = await getApi().api('DELETE', `/restaurant/media/${media.id}`, {
      token: admin().token,
      restaurantId: ids.harbour,
    });
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);
    expect(data(gone)).toBeTruthy();
    expect(objectsOf(ids.harbour)).toEqual([]);
  });
});
