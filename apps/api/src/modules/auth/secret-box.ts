/**
 * Sealing small secrets at rest (TOTP secrets, decision 0098): AES-256-GCM with a random 96-bit IV;
 * the key is `signer.mac('secret-box/v1')`, an HMAC under the key derived from JWT_SECRET, so a
 * database dump alone does not yield the secrets. Rotating JWT_SECRET makes sealed values unreadable
 * (members then set TOTP up again). Sealed form: `v1.<iv>.<tag>.<ciphertext>`, each base64url.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { TokenSigner } from './tokens.ts';

export interface SecretBox {
  seal(plain: string): string;
  /** The plain text, or undefined when `sealed` is malformed or was sealed under another key. */
  open(sealed: string): string | undefined;
}

/** A box whose key derives from the signer's secret. */
export function createSecretBox(signer: Pick<TokenSigner, 'mac'>): SecretBox {
  const key = Buffer.from(signer.mac('secret-box/v1'), 'hex');
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), data]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || data === undefined) return undefined;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return undefined;
      }
    },
  };
}
