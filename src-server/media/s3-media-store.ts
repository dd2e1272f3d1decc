// Media bytes in an S3-compatible object store (AWS S3, MinIO, Cloudflare R2, Ceph, Garage…), chosen
// by the MEDIA_S3_* environment. Requests are signed with AWS Signature V4 by aws4fetch (a small,
// maintained signer over fetch) and addressed path-style (`{endpoint}/{bucket}/{key}`), which every
// S3-compatible server accepts. Keys are `{prefix}{restaurant id}/{key}`, the same layout as on disk.
import { AwsClient } from 'aws4fetch';
import { checkedKey, type MediaStore } from './media-store.js';

export interface S3MediaConfig {
  /** e.g. https://s3.eu-west-1.amazonaws.com or http://127.0.0.1:9000 */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Folder inside the bucket, '' or ending in '/'. */
  prefix: string;
}

const nonEmpty = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : undefined);

const REQUIRED = [
  'MEDIA_S3_ENDPOINT',
  'MEDIA_S3_BUCKET',
  'MEDIA_S3_ACCESS_KEY_ID',
  'MEDIA_S3_SECRET_ACCESS_KEY',
] as const;

/**
 * The S3 store's settings from the environment, or undefined when none is set (media stay on disk).
 * Setting some but not all is refused at start naming what is missing, so a half-configured store
 * never silently writes to disk instead.
 */
export function readMediaS3Env(env: NodeJS.ProcessEnv = process.env): S3MediaConfig | undefined {
  const given = REQUIRED.filter((name) => nonEmpty(env[name]) !== undefined);
  if (given.length === 0) return undefined;
  const missing = REQUIRED.filter((name) => nonEmpty(env[name]) === undefined);
  if (missing.length > 0)
    throw new Error(`The S3 media store needs ${missing.join(', ')} as well as ${given.join(', ')}.`);
  const endpoint = nonEmpty(env.MEDIA_S3_ENDPOINT) ?? '';
  if (!/^https?:\/\/[^/]+/.test(endpoint))
    throw new Error(`MEDIA_S3_ENDPOINT must be an http(s) URL, got "${endpoint}".`);
  const prefix = nonEmpty(env.MEDIA_S3_PREFIX) ?? '';
  return {
    endpoint: endpoint.replace(/\/+$/, ''),
    bucket: nonEmpty(env.MEDIA_S3_BUCKET) ?? '',
    region: nonEmpty(env.MEDIA_S3_REGION) ?? 'us-east-1',
    accessKeyId: nonEmpty(env.MEDIA_S3_ACCESS_KEY_ID) ?? '',
    secretAccessKey: nonEmpty(env.MEDIA_S3_SECRET_ACCESS_KEY) ?? '',
    prefix: prefix === '' || prefix.endsWith('/') ? prefix : `${prefix}/`,
  };
}

const codeOf = (body: string) => /<Code>([^<]*)<\/Code>/.exec(body)?.[1];

/** The S3 error code and message of a refused request (its XML body), for a log line that says why. */
async function s3Error(response: Response, what: string, text?: string): Promise<Error> {
  const body = text ?? (await response.text().catch(() => ''));
  const code = codeOf(body);
  const message = /<Message>([^<]*)<\/Message>/.exec(body)?.[1];
  return new Error(
    `The media store refused to ${what}: HTTP ${response.status}${code ? ` ${code}` : ''}${message ? ` (${message})` : ''}`,
  );
}

/** A 404 body already read by isMissingKey, for the error that follows. */
const refusedBody = new WeakMap<Response, string>();

/** A 404 for the key alone ("no such key"); a missing bucket is a misconfigured store, not a missing file. */
async function isMissingKey(response: Response): Promise<boolean> {
  if (response.status !== 404) return false;
  const body = await response.text();
  const code = codeOf(body);
  if (code === undefined || code === 'NoSuchKey') return true;
  refusedBody.set(response, body);
  return false;
}

export function s3MediaStore(config: S3MediaConfig, fetchImpl: typeof fetch = fetch): MediaStore {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    service: 's3',
    region: config.region,
    // The API's request fails (and the upload says so) rather than hanging on a slow store.
    retries: 2,
  });
  const urlOf = (restaurantId: number, key: string) =>
    `${config.endpoint}/${encodeURIComponent(config.bucket)}/${config.prefix}${restaurantId}/${checkedKey(restaurantId, key)}`;
  const send = async (method: string, url: string, body?: Buffer) => {
    const request = await client.sign(url, {
      method,
      ...(body ? { body: new Uint8Array(body), headers: { 'content-length': String(body.length) } } : {}),
    });
    return fetchImpl(request);
  };
  return {
    async put(restaurantId, key, data) {
      const response = await send('PUT', urlOf(restaurantId, key), data);
      if (!response.ok) throw await s3Error(response, `store ${key}`);
      await response.arrayBuffer();
    },
    async get(restaurantId, key) {
      const response = await send('GET', urlOf(restaurantId, key));
      if (await isMissingKey(response)) return null;
      if (!response.ok) throw await s3Error(response, `read ${key}`, refusedBody.get(response));
      return Buffer.from(await response.arrayBuffer());
    },
    async remove(restaurantId, key) {
      const response = await send('DELETE', urlOf(restaurantId, key));
      // S3 answers 204 for a key that was never there, some compatible servers 404: both are "gone".
      if (await isMissingKey(response)) return;
      if (!response.ok) throw await s3Error(response, `remove ${key}`, refusedBody.get(response));
      await response.arrayBuffer();
    },
  };
}
