/**
 * Where uploaded files live (DESIGN.md §5: local disk by default, an S3-compatible bucket when
 * configured), behind one interface. Keys are ours (`parcels/12/<uuid>.jpg`), never a name the
 * client sent. The bucket is reached through AWS's own S3 client with path-style addresses, so any
 * S3-compatible store works (AWS, MinIO, Cloudflare R2, Wasabi) (decision 0058).
 */

import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';

export interface StoredFile {
  bytes: Buffer;
  contentType: string;
}

export interface FileStorage {
  /** `local` or `s3`, for logs and tests. */
  readonly kind: 'local' | 's3';
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The file, or null when there is none under `key`. */
  get(key: string): Promise<StoredFile | null>;
}

/** Keys are ours, but a path must never leave the root whatever they hold. */
function assertKey(key: string): void {
  if (!/^[a-z0-9][a-z0-9/_-]*\.[a-z0-9]+$/.test(key) || key.includes('..') || key.includes('//')) {
    throw new Error(`invalid storage key ${key}`);
  }
}

const types: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** Files under `root` on this machine's disk (written to a temporary name, then renamed). */
export function localStorage(root: string): FileStorage {
  return {
    kind: 'local',
    async put(key, bytes) {
      assertKey(key);
      const file = path.join(root, key);
      await mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${process.pid}.tmp`;
      await writeFile(tmp, bytes);
      await rename(tmp, file);
    },
    async get(key) {
      assertKey(key);
      try {
        const bytes = await readFile(path.join(root, key));
        return { bytes, contentType: types[key.split('.').pop() ?? ''] ?? 'application/octet-stream' };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
  };
}

export interface S3Config {
  /** `https://s3.ap-southeast-1.amazonaws.com`, `http://127.0.0.1:9000`… */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** The HTTP status of an S3 client error (`$metadata`), or undefined for a network failure. */
function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
}

/** `S3 PUT parcels/1/x.png: 403 SignatureDoesNotMatch`: the key and the store's answer, never the secret. */
function s3Error(method: string, key: string, error: unknown): Error {
  const status = statusOf(error);
  const name = (error as Error).name ?? 'Error';
  return new Error(`S3 ${method} ${key}: ${status ?? 'no answer'} ${name}`, { cause: error });
}

/**
 * Files in an S3-compatible bucket through the official client (`@aws-sdk/client-s3`, decision 0058
 * addendum): path-style addresses (`{endpoint}/{bucket}/{key}`, which MinIO and most compatible
 * stores need), checksums only where the operation requires them (the SDK's default CRC32 headers
 * are refused by some S3-compatible stores), the SDK's retries of throttling and 5xx (3 tries), and
 * bounded waits.
 */
export function s3Storage(c: S3Config): FileStorage {
  const client = new S3Client({
    endpoint: c.endpoint,
    region: c.region,
    credentials: { accessKeyId: c.accessKeyId, secretAccessKey: c.secretAccessKey },
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });
  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      assertKey(key);
      try {
        await client.send(new PutObjectCommand({ Bucket: c.bucket, Key: key, Body: bytes, ContentType: contentType }));
      } catch (error) {
        throw s3Error('PUT', key, error);
      }
    },
    async get(key) {
      assertKey(key);
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: c.bucket, Key: key }));
        const bytes = Buffer.from((await res.Body?.transformToByteArray()) ?? []);
        return { bytes, contentType: res.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (statusOf(error) === 404) return null;
        throw s3Error('GET', key, error);
      }
    },
  };
}

/** S3 when S3_BUCKET is set (with its endpoint and keys), else the local folder `uploadDir`. */
export function storageFrom(
  env: {
    S3_ENDPOINT?: string;
    S3_BUCKET?: string;
    S3_REGION: string;
    S3_ACCESS_KEY_ID?: string;
    S3_SECRET_ACCESS_KEY?: string;
  },
  uploadDir: string,
): FileStorage {
  if (env.S3_BUCKET && env.S3_ENDPOINT && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY) {
    return s3Storage({
      endpoint: env.S3_ENDPOINT,
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    });
  }
  return localStorage(uploadDir);
}
