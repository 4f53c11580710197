/**
 * Where uploaded files live (DESIGN.md §5: local disk by default, an S3-compatible bucket when
 * configured), behind one interface. Keys are ours (`parcels/12/<uuid>.jpg`), never a name the
 * client sent. The S3 client signs requests itself (AWS Signature V4, path-style URLs), so any
 * S3-compatible store works (AWS, MinIO, Cloudflare R2, Wasabi) without an SDK.
 */
import { createHash, createHmac } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

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

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/**
 * The headers of a request signed with AWS Signature V4 (service `s3`, payload hash sent in
 * `x-amz-content-sha256`). `now` for tests. Reference: AWS "Signature Version 4 signing process".
 */
export function signS3(
  c: S3Config,
  req: { method: string; url: URL; body?: Buffer; headers?: Record<string, string> },
  now = new Date(),
): Record<string, string> {
  const amzDate = now.toISOString().replace(/[:-]|\.\d{3}/g, '');
  const day = amzDate.slice(0, 8);
  const payloadHash = sha256(req.body ?? '');
  const headers: Record<string, string> = {
    ...Object.fromEntries(Object.entries(req.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v])),
    host: req.url.host,
    'x-amz-content-sha256': payloadHash,
    'x-amz-date': amzDate,
  };
  const names = Object.keys(headers).sort();
  const canonical = [
    req.method,
    req.url.pathname,
    req.url.searchParams.toString(),
    names.map((n) => `${n}:${headers[n]!.trim()}\n`).join(''),
    names.join(';'),
    payloadHash,
  ].join('\n');
  const scope = `${day}/${c.region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${c.secretAccessKey}`, day), c.region), 's3'), 'aws4_request');
  const signature = createHmac('sha256', key).update(toSign).digest('hex');
  headers.authorization = `AWS4-HMAC-SHA256 Credential=${c.accessKeyId}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}`;
  delete headers.host;
  return headers;
}

/** Files in an S3-compatible bucket, path-style (`{endpoint}/{bucket}/{key}`). */
export function s3Storage(c: S3Config): FileStorage {
  const urlOf = (key: string) => new URL(`${c.endpoint.replace(/\/$/, '')}/${c.bucket}/${key}`);
  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      assertKey(key);
      const url = urlOf(key);
      const headers = signS3(c, { method: 'PUT', url, body: bytes, headers: { 'content-type': contentType } });
      const res = await fetch(url, { method: 'PUT', headers, body: new Uint8Array(bytes) });
      if (!res.ok) throw new Error(`S3 PUT ${key}: ${res.status} ${await res.text()}`);
    },
    async get(key) {
      assertKey(key);
      const url = urlOf(key);
      const res = await fetch(url, { headers: signS3(c, { method: 'GET', url }) });
      if (res.status === 404) return null;
      if (!res.ok) throw new Error(`S3 GET ${key}: ${res.status}`);
      return {
        bytes: Buffer.from(await res.arrayBuffer()),
        contentType: res.headers.get('content-type') ?? 'application/octet-stream',
      };
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
