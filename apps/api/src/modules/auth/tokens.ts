/**
 * Access tokens: HS256 JWTs (1 h) with `sub` = user id and `sid` = session id, signed and verified
 * with fast-jwt, whose verifier caches verified tokens until they expire (a signed-in phone sends the
 * same token on every call; decision 0004). Refresh tokens: 32 random bytes, stored only as SHA-256.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { createSigner, createVerifier, TokenError } from 'fast-jwt';
import { AppError } from '../../lib/platform/app-error.ts';

export const ACCESS_TOKEN_SECONDS = 60 * 60;
export const REFRESH_TOKEN_DAYS = 30;

export interface AccessClaims {
  userId: number;
  sessionId: string;
}

export interface TokenSigner {
  sign(claims: AccessClaims): Promise<string>;
  verify(token: string): Promise<AccessClaims>;
  /**
   * HMAC-SHA256 (hex) of `value` under a key derived from the secret: what only the server can
   * compute. Reset codes are stored as `mac` (six digits under a plain hash fall to a brute force of
   * a million tries), and a refresh token's successor is `mac` of it (decision 0019).
   */
  mac(value: string): string;
}

/** Builds a signer from a secret of at least 32 bytes. */
export async function createTokenSigner(secret: string): Promise<TokenSigner> {
  const signSync = createSigner({ key: secret, algorithm: 'HS256', expiresIn: ACCESS_TOKEN_SECONDS * 1000 });
  const verifySync = createVerifier({
    key: secret,
    algorithms: ['HS256'],
    cache: 10_000,
    cacheTTL: ACCESS_TOKEN_SECONDS * 1000,
  });
  const macKey = createHmac('sha256', secret).update('opaque-values/v1').digest();
  return {
    sign: async (c) => signSync({ sub: String(c.userId), sid: c.sessionId }),
    mac: (value) => createHmac('sha256', macKey).update(value).digest('hex'),
    async verify(token) {
      let payload: { sub?: unknown; sid?: unknown };
      try {
        payload = verifySync(token);
      } catch (e) {
        if (e instanceof TokenError && e.code === TokenError.codes.expired) throw new AppError('user-token-expired');
        throw new AppError('invalid-user-token');
      }
      const userId = Number(payload.sub);
      if (!Number.isSafeInteger(userId) || typeof payload.sid !== 'string') throw new AppError('invalid-user-token');
      return { userId, sessionId: payload.sid };
    },
  };
}

export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
