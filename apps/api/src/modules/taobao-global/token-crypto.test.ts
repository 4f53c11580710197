/** AES-256-GCM token sealing and the signed link state (decision 0116). */
import { describe, expect, it } from 'vitest';
import { parseTokenKey, tokenCipher } from './token-crypto.ts';

const cipher = tokenCipher(parseTokenKey('c3'.repeat(32)));

describe('token encryption', () => {
  it('seals with a fresh IV each time and opens again', () => {
    const a = cipher.encrypt('at_secret_token');
    const b = cipher.encrypt('at_secret_token');
    expect(a).not.toBe(b);
    expect(a).not.toContain('at_secret_token');
    const [, iv, tag] = a.split('.');
    expect(Buffer.from(iv!, 'base64url')).toHaveLength(12);
    expect(Buffer.from(tag!, 'base64url')).toHaveLength(16);
    expect(cipher.decrypt(a)).toBe('at_secret_token');
  });

  it('fails on a changed tag, ciphertext or key', () => {
    const sealed = cipher.encrypt('at_secret_token');
    const [v, iv, tag, ct] = sealed.split('.');
    const flip = (s: string) => {
      const buf = Buffer.from(s, 'base64url');
      buf[0] = buf[0]! ^ 1;
      return buf.toString('base64url');
    };
    expect(() => cipher.decrypt([v, iv, flip(tag!), ct].join('.'))).toThrow();
    expect(() => cipher.decrypt([v, iv, tag, flip(ct!)].join('.'))).toThrow();
    expect(() => tokenCipher(parseTokenKey('d4'.repeat(32))).decrypt(sealed)).toThrow();
    expect(() => cipher.decrypt('plain')).toThrow();
  });

  it('takes a 32-byte key only', () => {
    expect(() => parseTokenKey('ab'.repeat(16))).toThrow();
    expect(parseTokenKey(Buffer.alloc(32, 7).toString('base64'))).toHaveLength(32);
  });
});

describe('link state', () => {
  it('answers the payload of its own unexpired state only', () => {
    const state = cipher.signState({ u: 7 }, new Date(Date.now() + 60_000));
    expect(cipher.verifyState(state)).toMatchObject({ u: 7 });
    expect(cipher.verifyState(state, new Date(Date.now() + 120_000))).toBeNull();
    const other = tokenCipher(parseTokenKey('d4'.repeat(32)));
    expect(other.verifyState(state)).toBeNull();
    const [body, sig] = state.split('.');
    const changed = Buffer.from(JSON.stringify({ u: 8, exp: Date.now() + 60_000 })).toString('base64url');
    expect(cipher.verifyState(`${changed}.${sig}`)).toBeNull();
    expect(cipher.verifyState(`${body}`)).toBeNull();
  });
});
