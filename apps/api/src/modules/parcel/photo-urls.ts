/**
 * Signed photo addresses: an `<img src>` cannot send the bearer token, so a parcel's photos are
 * listed (to whoever may see the parcel) with an address that carries an expiry and an HMAC of the
 * photo id and expiry. The address reveals nothing else and stops working after `ttlSeconds`.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PhotoUrl } from './parcel.mapper.ts';

export interface PhotoUrls {
  url: PhotoUrl;
  /** True when `sig` signs photo `id` until `exp` (unix seconds) and that time has not passed. */
  verify(id: number, exp: number, sig: string, now?: number): boolean;
}

/** Photo addresses under `/api/ParcelPhoto/{id}`, signed with a key derived from `secret`. */
export function createPhotoUrls(secret: string, ttlSeconds = 6 * 3600): PhotoUrls {
  const key = createHmac('sha256', secret).update('parcel-photo-urls').digest();
  const sign = (id: number, exp: number) => createHmac('sha256', key).update(`${id}.${exp}`).digest('base64url');
  return {
    url: (photo) => {
      // Rounded to the hour so a list read twice gives the same addresses (the browser caches them).
      const exp = Math.ceil((Date.now() / 1000 + ttlSeconds) / 3600) * 3600;
      return `/api/ParcelPhoto/${photo.id}?exp=${exp}&sig=${sign(photo.id, exp)}`;
    },
    verify: (id, exp, sig, now = Date.now() / 1000) => {
      if (!Number.isSafeInteger(exp) || exp < now) return false;
      const want = Buffer.from(sign(id, exp));
      const got = Buffer.from(sig);
      return got.length === want.length && timingSafeEqual(got, want);
    },
  };
}
