/**
 * /api/Admin/Upload/Image, the customer's /api/Upload/Image and /api/Image/{key} (declarations:
 * article.endpoints, upload.endpoints; decision 0102).
 */
import { articleEndpoints as open, adminArticleEndpoints as staff } from '@app/shared/contracts/article.endpoints';
import { uploadEndpoints as customer } from '@app/shared/contracts/upload.endpoints';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { route } from '../../lib/http/route.ts';
import type { FileStorage } from '../../lib/platform/file-storage.ts';
import { perUserLimit } from '../../plugins/rate-limit.ts';
import { MAX_IMAGE_BYTES, readImage, uploadImage } from './upload.service.ts';

export interface UploadRouteDeps {
  db: Db;
  storage: FileStorage;
  /** Uploads a minute per user (decision 0083's limit, shared with parcel photos). */
  uploadsPerMinute: number;
}

export function uploadRoutes(app: FastifyInstance, { db, storage, uploadsPerMinute }: UploadRouteDeps): void {
  // The image is the request body itself, as parcel photos (warehouse-ops.routes.ts): the parser
  // lives in this route's scope only, with room above 5 MB so an oversized image gets the image
  // message rather than a generic 413.
  app.register(async (uploads) => {
    uploads.addContentTypeParser(
      ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'application/octet-stream'],
      { parseAs: 'buffer', bodyLimit: MAX_IMAGE_BYTES + 1024 * 1024 },
      (_req, body, done) => done(null, body),
    );
    route(
      uploads,
      staff.uploadImage,
      ({ actor, req }) => uploadImage(db, storage, actor, req.body),
      perUserLimit(uploadsPerMinute),
    );
    // The customer's twin (complaint photos): the same checks, the same per-user limit.
    route(
      uploads,
      customer.image,
      ({ actor, req }) => uploadImage(db, storage, actor, req.body),
      perUserLimit(uploadsPerMinute),
    );
  });
  route(app, open.image, async ({ params, reply }) => {
    const file = await readImage(db, storage, params.key);
    // The address names one image forever (a new upload gets a new key): cache it for a year.
    reply.type(file.contentType).header('cache-control', 'public, max-age=31536000, immutable');
    return file.bytes as unknown as string;
  });
}
