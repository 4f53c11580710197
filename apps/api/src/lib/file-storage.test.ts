/**
 * The upload storage: local disk, and an S3-compatible bucket checked against a fake S3 server on
 * 127.0.0.1 that verifies each request's Signature V4 and keeps objects in memory.
 */
import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FileStorage, localStorage, type S3Config, s3Storage, signS3, storageFrom } from './file-storage.ts';

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

/** A fake S3: PUT and GET of path-style objects, refusing any request whose signature is wrong. */
function fakeS3(config: Omit<S3Config, 'endpoint'>) {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const refused: string[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const url = new URL(req.url!, `http://${req.headers.host}`);
      const date = String(req.headers['x-amz-date']);
      const at = new Date(
        `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}T${date.slice(9, 11)}:${date.slice(11, 13)}:${date.slice(13, 15)}Z`,
      );
      const want = signS3(
        { ...config, endpoint: '' },
        {
          method: req.method!,
          url,
          body: req.method === 'PUT' ? body : undefined,
          headers: req.method === 'PUT' ? { 'content-type': String(req.headers['content-type']) } : {},
        },
        at,
      ).authorization;
      if (req.headers.authorization !== want) {
        refused.push(`${req.method} ${url.pathname}`);
        res.writeHead(403).end('SignatureDoesNotMatch');
        return;
      }
      if (req.method === 'PUT') {
        objects.set(url.pathname, { body, type: String(req.headers['content-type']) });
        res.writeHead(200).end();
      } else {
        const o = objects.get(url.pathname);
        if (!o) res.writeHead(404).end('NoSuchKey');
        else res.writeHead(200, { 'content-type': o.type }).end(o.body);
      }
    });
  });
  return { server, objects, refused };
}

async function roundTrip(storage: FileStorage) {
  await storage.put('parcels/1/abc-def.png', png, 'image/png');
  expect(await storage.get('parcels/1/abc-def.png')).toEqual({ bytes: png, contentType: 'image/png' });
  expect(await storage.get('parcels/1/missing.png')).toBeNull();
  // Keys are ours: nothing climbs out of the root.
  await expect(storage.put('../etc/passwd.png', png, 'image/png')).rejects.toThrow(/invalid storage key/);
  await expect(storage.get('parcels/../../x.png')).rejects.toThrow(/invalid storage key/);
}

describe('file storage', () => {
  it('local disk keeps and returns files, refusing keys outside its root', async () => {
    await roundTrip(localStorage(mkdtempSync(path.join(tmpdir(), 'uploads-'))));
  });

  describe('S3-compatible bucket', () => {
    const keys = {
      bucket: 'kien-hang',
      region: 'ap-southeast-1',
      accessKeyId: 'AKIATEST',
      secretAccessKey: 'secret/key+123',
    };
    const fake = fakeS3(keys);
    let endpoint: string;
    beforeAll(async () => {
      await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
      endpoint = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => fake.server.close(() => resolve())));

    it('signs every request (Signature V4, path-style) and round-trips objects', async () => {
      const storage = s3Storage({ ...keys, endpoint });
      await roundTrip(storage);
      expect([...fake.objects.keys()]).toEqual(['/kien-hang/parcels/1/abc-def.png']);
      expect(fake.refused).toEqual([]);
    });

    it('a wrong secret is refused by the server and surfaces as an error', async () => {
      const storage = s3Storage({ ...keys, endpoint, secretAccessKey: 'wrong' });
      await expect(storage.put('parcels/2/x.png', png, 'image/png')).rejects.toThrow(/S3 PUT parcels\/2\/x.png: 403/);
      expect(fake.objects.has('/kien-hang/parcels/2/x.png')).toBe(false);
    });

    it('is chosen when the bucket is configured, else the disk', () => {
      const env = { S3_REGION: 'us-east-1' };
      expect(storageFrom(env, '/tmp/uploads').kind).toBe('local');
      expect(
        storageFrom(
          { ...env, S3_ENDPOINT: endpoint, S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 's' },
          '/tmp/uploads',
        ).kind,
      ).toBe('s3');
    });
  });
});
