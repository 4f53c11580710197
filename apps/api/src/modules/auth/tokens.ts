/**
 * Access tokens: HS256 JWTs (1 h) with `sub` = user id and `sid` = session id (jose; the key is
 * imported once as a CryptoKey, STACK.md). Refresh tokens: 32 random bytes, stored only as SHA-256.
 */
import { createHash, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { AppError } from '../../lib/app-error.ts';

export const ACCESS_TOKEN_SECONDS = 60 * 60;
export const REFRESH_TOKEN_DAYS = 30;

export interface AccessClaims {
  userId: number;
  sessionId: string;
}

export interface TokenSigner {
  sign(claims: AccessClaims): Promise<string>;
  verify(token: string): Promise<AccessClaims>;
}

/** Builds a signer from a secret of at least 32 bytes. */
export async function createTokenSigner(secret: string): Promise<TokenSigner> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
  return {
    sign: (c) =>
      new SignJWT({ sid: c.sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(c.userId))
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_SECONDS}s`)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        if (!Number.isSafeInteger(userId) || typeof payload.sid !== 'string') throw new AppError(401, 'invalid-user-token');
        return { userId, sessionId: payload.sid };
      } catch (e) {
        if (e instanceof errors.JWTExpired) throw new AppError(401, 'user-token-expired');
        if (e instanceof AppError) throw e;
        throw new AppError(401, 'invalid-user-token');
      }
    },
  };
}

export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
