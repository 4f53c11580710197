/**
 * The SePay and Casso adapters alone: who they let in (API key, HMAC signatures, Casso's published
 * test vector) and what they read from each payload shape.
 */
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../config/env.ts';
import { vietnamTime } from './adapter.ts';
import { cassoAdapter, cassoSignature } from './casso.adapter.ts';
import { sepayAdapter, sepaySignature } from './sepay.adapter.ts';

const env = loadEnv({
  NODE_ENV: 'test',
  SEPAY_WEBHOOK_API_KEY: 'sepay-key-0123456789',
  SEPAY_WEBHOOK_HMAC_SECRET: 'sepay-hmac-secret-0123',
  CASSO_WEBHOOK_SECRET: 'mgExMrjj4i7a1p8Cs6LmFbpCd8lbw4sSX4LZXPag7TKazeIogtR90tvWYTkwQbvs',
});
const bare = loadEnv({ NODE_ENV: 'test' });

const sepayBody = {
  id: 92704,
  gateway: 'Vietcombank',
  transactionDate: '2023-03-25 14:02:37',
  accountNumber: '0123499999',
  code: null,
  content: 'NAP K7Q2M9',
  transferType: 'in',
  transferAmount: 2277000,
  accumulated: 19077000,
  subAccount: null,
  referenceCode: 'MBVCB.3278907687',
  description: 'MBVCB.3278907687.NAP K7Q2M9.CT tu 0123456789',
};
const raw = Buffer.from(JSON.stringify(sepayBody));
const now = Date.parse('2026-11-27T08:00:00Z');
const ts = String(Math.floor(now / 1000));

describe('SePay', () => {
  it('is configured by either variable, and answers 404 without both', () => {
    expect(sepayAdapter.configured(env)).toBe(true);
    expect(sepayAdapter.configured(bare)).toBe(false);
    expect(sepayAdapter.configured(loadEnv({ NODE_ENV: 'test', SEPAY_WEBHOOK_HMAC_SECRET: 'only-hmac-secret' }))).toBe(
      true,
    );
  });

  it('lets in the API key and a fresh HMAC signature, with or without its sha256= prefix', () => {
    expect(
      sepayAdapter.authenticate({ headers: { authorization: 'Apikey sepay-key-0123456789' }, raw }, env, now),
    ).toBe(true);
    const sig = sepaySignature('sepay-hmac-secret-0123', ts, raw);
    expect(sig).toMatch(/^sha256=[0-9a-f]{64}$/);
    const signed = { 'x-sepay-signature': sig, 'x-sepay-timestamp': ts };
    expect(sepayAdapter.authenticate({ headers: signed, raw }, env, now)).toBe(true);
    const bareHex = { ...signed, 'x-sepay-signature': sig.slice('sha256='.length) };
    expect(sepayAdapter.authenticate({ headers: bareHex, raw }, env, now)).toBe(true);
  });

  it.each([
    ['no header', {}],
    ['a wrong key', { authorization: 'Apikey sepay-key-0123456788' }],
    ['the key without its scheme', { authorization: 'sepay-key-0123456789' }],
    ['a bearer token', { authorization: 'Bearer sepay-key-0123456789' }],
  ])('refuses %s', (_, headers) => {
    expect(sepayAdapter.authenticate({ headers, raw }, env, now)).toBe(false);
  });

  it('refuses a signature over another body, a stale timestamp, or another secret', () => {
    const sig = sepaySignature('sepay-hmac-secret-0123', ts, raw);
    const tampered = Buffer.from(JSON.stringify({ ...sepayBody, transferAmount: 92_277_000 }));
    expect(
      sepayAdapter.authenticate(
        { headers: { 'x-sepay-signature': sig, 'x-sepay-timestamp': ts }, raw: tampered },
        env,
        now,
      ),
    ).toBe(false);
    const old = String(Number(ts) - 6 * 60);
    const oldSig = sepaySignature('sepay-hmac-secret-0123', old, raw);
    expect(
      sepayAdapter.authenticate({ headers: { 'x-sepay-signature': oldSig, 'x-sepay-timestamp': old }, raw }, env, now),
    ).toBe(false);
    const other = sepaySignature('another-secret-0000', ts, raw);
    expect(
      sepayAdapter.authenticate({ headers: { 'x-sepay-signature': other, 'x-sepay-timestamp': ts }, raw }, env, now),
    ).toBe(false);
  });

  it('reads the payload: direction, amount, memo, account, reference and Vietnam time', () => {
    expect(sepayAdapter.parse(raw)).toEqual([
      {
        providerTransactionId: '92704',
        direction: 'in',
        amountVnd: 2_277_000,
        content: 'NAP K7Q2M9',
        accountNumber: '0123499999',
        subAccount: '',
        bankReference: 'MBVCB.3278907687',
        occurredAt: new Date('2023-03-25T07:02:37Z'),
        payload: expect.objectContaining({ id: 92704 }),
      },
    ]);
  });

  it.each([
    ['not JSON', 'nap tien'],
    ['no amount', JSON.stringify({ ...sepayBody, transferAmount: undefined })],
    ['a negative amount', JSON.stringify({ ...sepayBody, transferAmount: -5 })],
    ['an unknown direction', JSON.stringify({ ...sepayBody, transferType: 'sideways' })],
  ])('refuses a body with %s (400)', (_, body) => {
    expect(() => sepayAdapter.parse(Buffer.from(body))).toThrow(
      expect.objectContaining({ id: 'bank-webhook-invalid' }),
    );
  });
});

// Casso's published verifier example: this body, key and header verify.
const cassoBody = {
  error: 0,
  data: {
    id: 0,
    reference: 'MA_GIAO_DICH_THU_NGHIEM',
    description: 'giao dich thu nghiem',
    amount: 599000,
    runningBalance: 25000000,
    transactionDateTime: '2024-10-03 15:06:37',
    accountNumber: '88888888',
    bankName: 'VPBank',
    bankAbbreviation: 'VPB',
    virtualAccountNumber: '',
    virtualAccountName: '',
    counterAccountName: 'NGUYEN VAN A',
    counterAccountNumber: '8888888888',
    counterAccountBankId: '970415',
    counterAccountBankName: 'VietinBank',
  },
};
const cassoHeader =
  't=1727948258788,v1=ed0a4bd2e826d5cb69988cdb141e6c1a080e21f3b57eb72cd78192220042b9e7dde0868fc667faea8e224900fa7904e7c88dfa098032fb2d6b6996856e8b7ff3';

describe('Casso', () => {
  it("verifies Casso's own test vector, whatever the key order or spacing of the body", () => {
    const raw = Buffer.from(JSON.stringify(cassoBody, null, 2));
    expect(cassoAdapter.authenticate({ headers: { 'x-casso-signature': cassoHeader }, raw }, env, now)).toBe(true);
    const reordered = Buffer.from(JSON.stringify({ data: cassoBody.data, error: 0 }));
    expect(cassoAdapter.authenticate({ headers: { 'x-casso-signature': cassoHeader }, raw: reordered }, env, now)).toBe(
      true,
    );
  });

  it('refuses a changed amount, a wrong key, a malformed header, and no header', () => {
    const changed = Buffer.from(JSON.stringify({ ...cassoBody, data: { ...cassoBody.data, amount: 5_990_000 } }));
    expect(cassoAdapter.authenticate({ headers: { 'x-casso-signature': cassoHeader }, raw: changed }, env, now)).toBe(
      false,
    );
    const raw = Buffer.from(JSON.stringify(cassoBody));
    const wrongKey = loadEnv({ NODE_ENV: 'test', CASSO_WEBHOOK_SECRET: 'another-secret-000' });
    expect(cassoAdapter.authenticate({ headers: { 'x-casso-signature': cassoHeader }, raw }, wrongKey, now)).toBe(
      false,
    );
    expect(cassoAdapter.authenticate({ headers: { 'x-casso-signature': 'v1=abc' }, raw }, env, now)).toBe(false);
    expect(cassoAdapter.authenticate({ headers: {}, raw }, env, now)).toBe(false);
    expect(cassoAdapter.configured(bare)).toBe(false);
  });

  it('lets in the legacy secure-token header equal to the secret, and nothing close to it', () => {
    const raw = Buffer.from(JSON.stringify(cassoBody));
    const secret = env.CASSO_WEBHOOK_SECRET!;
    expect(cassoAdapter.authenticate({ headers: { 'secure-token': secret }, raw }, env, now)).toBe(true);
    expect(cassoAdapter.authenticate({ headers: { 'secure-token': `${secret}x` }, raw }, env, now)).toBe(false);
  });

  it('signs what it verifies (the helper the tests send with)', () => {
    const t = '1727948258788';
    expect(cassoSignature(env.CASSO_WEBHOOK_SECRET!, t, cassoBody)).toBe(cassoHeader.split('v1=')[1]);
  });

  it('reads the v2 object: money in, Vietnam time, reference', () => {
    const [t] = cassoAdapter.parse(Buffer.from(JSON.stringify(cassoBody)));
    expect(t).toMatchObject({
      providerTransactionId: '0',
      direction: 'in',
      amountVnd: 599_000,
      content: 'giao dich thu nghiem',
      accountNumber: '88888888',
      bankReference: 'MA_GIAO_DICH_THU_NGHIEM',
      occurredAt: new Date('2024-10-03T08:06:37Z'),
    });
  });

  it('reads the array form (legacy fields) with a negative amount as money out', () => {
    const body = {
      error: 0,
      data: [
        {
          id: 11,
          tid: 'FT2411',
          description: 'RUT K7Q2M9',
          amount: -250000,
          cusum_balance: 1,
          when: '2026-11-27 09:00:00',
          bank_sub_acc_id: '0123499999',
        },
        {
          id: 12,
          tid: 'FT2412',
          description: 'NAP 8HJ3KP',
          amount: 100000,
          when: '2026-11-27 09:01:00',
          subAccId: '0123499999',
        },
      ],
    };
    const out = cassoAdapter.parse(Buffer.from(JSON.stringify(body)));
    expect(
      out.map((t) => [t.providerTransactionId, t.direction, t.amountVnd, t.accountNumber, t.bankReference]),
    ).toEqual([
      ['11', 'out', 250_000, '0123499999', 'FT2411'],
      ['12', 'in', 100_000, '0123499999', 'FT2412'],
    ]);
  });

  it('refuses a zero amount or an empty array (400)', () => {
    const zero = { ...cassoBody, data: { ...cassoBody.data, amount: 0 } };
    expect(() => cassoAdapter.parse(Buffer.from(JSON.stringify(zero)))).toThrow(
      expect.objectContaining({ id: 'bank-webhook-invalid' }),
    );
    expect(() => cassoAdapter.parse(Buffer.from('{"error":0,"data":[]}'))).toThrow(
      expect.objectContaining({ id: 'bank-webhook-invalid' }),
    );
  });
});

describe('times as the services write them', () => {
  it('reads "YYYY-MM-DD HH:mm:ss" as Vietnam time and falls back to now on garbage', () => {
    expect(vietnamTime('2026-11-27 07:00:00').toISOString()).toBe('2026-11-27T00:00:00.000Z');
    const fallback = new Date('2026-01-01T00:00:00Z');
    expect(vietnamTime('hôm qua', fallback)).toBe(fallback);
  });
});
