// Where media bytes live. The API keeps them on disk under its data dir, one folder per restaurant
// (`$VENUE_DATA_DIR/media/<restaurant id>/<key>`); keys are made by the server (a UUID and the
// detected type's extension), never taken from the client, so no request names a path.
//
// With the MEDIA_S3_* environment set they live in an S3-compatible object store instead
// (s3-media-store.ts): the same three calls, put / get / remove of one key under a restaurant prefix.
import fs from 'node:fs/promises';
import path from 'node:path';
import { readMediaS3Env, s3MediaStore, type S3MediaConfig } from './s3-media-store.js';

export interface MediaStore {
  /** Stores bytes under a restaurant's key (replacing any). */
  put(restaurantId: number, key: string, data: Buffer): Promise<void>;
  /** The bytes of a key, or null when there are none. */
  get(restaurantId: number, key: string): Promise<Buffer | null>;
  /** Removes a key; a missing one is not an error. */
  remove(restaurantId: number, key: string): Promise<void>;
}

const KEY = /^[0-9a-f-]{36}(\.thumb)?\.[a-z]{3,4}$/;

export function checkedKey(restaurantId: number, key: string): string {
  if (!Number.isInteger(restaurantId) || restaurantId <= 0 || !KEY.test(key))
    throw new Error(`Not a media key: ${restaurantId}/${key}`);
  return key;
}

export function mediaDir(dataDir: string): string {
  return path.join(dataDir, 'media');
}

export function diskMediaStore(dataDir: string): MediaStore {
  const root = mediaDir(dataDir);
  const fileOf = (restaurantId: number, key: string) =>
    path.join(root, String(restaurantId), checkedKey(restaurantId, key));
  return {
    async put(restaurantId, key, data) {
      const file = fileOf(restaurantId, key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed, so a reader never sees half a file.
      const partial = `${file}.partial`;
      await fs.writeFile(partial, data);
      await fs.rename(partial, file);
    },
    async get(restaurantId, key) {
      try {
        return await fs.readFile(fileOf(restaurantId, key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(restaurantId, key) {
      await fs.rm(fileOf(restaurantId, key), { force: true });
    },
  };
}

/** The API's media store: the S3-compatible store when MEDIA_S3_* is set, else on disk under the data dir. */
export function createMediaStore(opts: { dataDir: string; s3?: S3MediaConfig | undefined }): MediaStore {
  const s3 = 's3' in opts ? opts.s3 : readMediaS3Env();
  return s3 ? s3MediaStore(s3) : diskMediaStore(opts.dataDir);
}
