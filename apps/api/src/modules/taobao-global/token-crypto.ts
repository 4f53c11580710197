/**
 * Secrets of the linked Taobao accounts (decision 0116). Tokens are encrypted at rest with
 * AES-256-GCM (Node's crypto): a random 12-byte IV per value and the 16-byte auth tag stored with
 * it, as `v1.<iv>.<tag>.<ciphertext>` (base64url); a changed byte fails the tag and decryption
 * throws. The linking flow's `state` is signed with HMAC-SHA-256 under a key derived from the same
 * secret (HKDF), so a forged or expired state is refused before anything is stored.
 */
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/** The 32-byte key of TAOBAO_TOKEN_KEY: 64 hex digits or 43–44 base64/base64url characters. */
export function parseTokenKey(raw: string): Buffer {
  const hex = /^[0-9a-fA-F]{64}$/.test(raw);
  const key = hex ? Buffer.from(raw, 'hex') : Buffer.from(raw, 'base64url');
  if (key.length !== 32) throw new Error('TAOBAO_TOKEN_KEY must be 32 bytes (64 hex digits or base64)');
  return key;
}

export interface TokenCipher {
  encrypt(plain: string): string;
  /** Throws when the value was changed or encrypted under another key. */
  decrypt(sealed: string): string;
  /** A `state` carrying `payload` until `expiresAt`, signed. */
  signState(payload: Record<string, unknown>, expiresAt: Date): string;
  /** The payload of a state this key signed and not yet expired at `now`; null otherwise. */
  verifyState(state: string, now?: Date): Record<string, unknown> | null;
}

/** The cipher and state signer of a 32-byte `key`. */
export function tokenCipher(key: Buffer): TokenCipher {
  if (key.length !== 32) throw new Error('AES-256-GCM needs a 32-byte key');
  const encKey = Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), 'taobao-token-encryption', 32));
  const stateKey = Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), 'taobao-link-state', 32));
  const mac = (body: string) => createHmac('sha256', stateKey).update(body).digest();
  return {
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', encKey, iv);
      const ct = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return ['v1', iv, tag, ct].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
    },
    decrypt(sealed) {
      const [v, iv, tag, ct] = sealed.split('.');
      if (v !== 'v1' || !iv || !tag || ct === undefined) throw new Error('not a sealed token');
      const decipher = createDecipheriv('aes-256-gcm', encKey, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(ct, 'base64url')), decipher.final()]).toString('utf8');
    },
    signState(payload, expiresAt) {
      const body = Buffer.from(
        JSON.stringify({ ...payload, exp: expiresAt.getTime(), n: randomBytes(9).toString('base64url') }),
      ).toString('base64url');
      return `${body}.${mac(body).toString('base64url')}`;
    },
    verifyState(state, now = new Date()) {
      const [body, sig] = state.split('.');
      if (!body || !sig || state.split('.').length !== 2) return null;
      const given = Buffer.from(sig, 'base64url');
      const want = mac(body);
      if (given.length !== want.length || !timingSafeEqual(given, want)) return null;
      try {
        const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<string, unknown>;
        if (typeof payload.exp !== 'number' || payload.exp <= now.getTime()) return null;
        return payload;
      } catch {
        return null;
      }
    },
  };
}
