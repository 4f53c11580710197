/**
 * The upload storage: local disk, and an S3-compatible bucket through the official client, checked
 * against a fake S3 server on 127.0.0.1 (test/fake-s3.ts) that verifies each request's Signature V4
 * and keeps objects in memory.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeS3 } from '../../test/fake-s3.ts';
import { type FileStorage, localStorage, s3Storage, storageFrom } from './file-storage.ts';

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

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
      await fake.start();
      endpoint = fake.endpoint;
    });
    afterAll(() => fake.close());

    it('signs every request (Signature V4, path-style) and round-trips objects', async () => {
      const storage = s3Storage({ ...keys, endpoint });
      await roundTrip(storage);
      expect([...fake.objects.keys()]).toEqual(['/kien-hang/parcels/1/abc-def.png']);
      expect(fake.refused).toEqual([]);
      const put = fake.requests.find((r) => r.line.startsWith('PUT /kien-hang/parcels/1/abc-def.png'));
      expect(put?.headers['content-type']).toBe('image/png');
      // No optional checksum headers: some S3-compatible stores refuse them.
      expect(Object.keys(put!.headers).filter((h) => h.startsWith('x-amz-checksum'))).toEqual([]);
    });

    it('a wrong secret is refused by the server and surfaces as an error', async () => {
      const storage = s3Storage({ ...keys, endpoint, secretAccessKey: 'wrong' });
      await expect(storage.put('parcels/2/x.png', png, 'image/png')).rejects.toThrow(
        /S3 PUT parcels\/2\/x.png: 403 SignatureDoesNotMatch/,
      );
      await expect(storage.get('parcels/1/abc-def.png')).rejects.toThrow(/S3 GET parcels\/1\/abc-def.png: 403/);
      expect(fake.objects.has('/kien-hang/parcels/2/x.png')).toBe(false);
    });

    it('retries a store that is briefly overloaded (503), as the client does by default', async () => {
      const storage = s3Storage({ ...keys, endpoint });
      fake.failNext = 1;
      await storage.put('parcels/3/retry.png', png, 'image/png');
      expect(fake.failNext).toBe(0);
      expect((await storage.get('parcels/3/retry.png'))?.bytes).toEqual(png);
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
