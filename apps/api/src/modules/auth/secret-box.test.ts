/** The TOTP secrets' sealing (decision 0098): round trip, random IVs, tampering and another key refused. */
import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box.ts';
import { createTokenSigner } from './tokens.ts';

describe('secret box', () => {
  it('opens what it sealed; the sealed text hides the secret and differs each time', async () => {
    const box = createSecretBox(await createTokenSigner('a'.repeat(40)));
    const a = box.seal('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    expect(a).not.toContain('JBSWY3DP');
    expect(box.seal('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).not.toBe(a);
    expect(box.open(a)).toBe('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
  });

  it('refuses a tampered value, another key and garbage', async () => {
    const box = createSecretBox(await createTokenSigner('a'.repeat(40)));
    const other = createSecretBox(await createTokenSigner('b'.repeat(40)));
    const sealed = box.seal('secret');
    const parts = sealed.split('.');
    parts[3] = Buffer.from('secreT').toString('base64url');
    expect(box.open(parts.join('.'))).toBeUndefined();
    expect(other.open(sealed)).toBeUndefined();
    expect(box.open('nonsense')).toBeUndefined();
  });
});
