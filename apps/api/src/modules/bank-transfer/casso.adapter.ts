/**
 * Casso (https://developer.casso.vn, webhook v2): JSON `{ error: 0, data: { id, reference,
 * description, amount, runningBalance, transactionDateTime, accountNumber, bankName,
 * bankAbbreviation, virtualAccountNumber, ... } }`, `amount` negative for money out. The legacy
 * form carries `data` as an array of `{ id, tid, description, amount, cusum_balance, when,
 * bank_sub_acc_id, subAccId }`; both are read. Authentication with `CASSO_WEBHOOK_SECRET`
 * (decision 0105): `X-Casso-Signature: t={ms},v1={hex}`, the HMAC-SHA512 of `{t}.{body as JSON with
 * every object's keys sorted}` (Casso's published verifier and its test vector), or the legacy
 * `secure-token` header equal to the secret. Casso counts 2xx as delivered.
 */
import { createHmac } from 'node:crypto';
import { safeText } from '@app/shared/contracts/common';
import { z } from 'zod';
import { AppError } from '../../lib/platform/app-error.ts';
import { type BankAdapter, header, jsonOf, type ReportedTransfer, safeEqual, vietnamTime } from './adapter.ts';

const text = (max: number) => safeText(max).nullish();
const txId = z.union([z.number().int().min(0).max(Number.MAX_SAFE_INTEGER), safeText(64).min(1)]);

const cassoItem = z.object({
  id: txId,
  tid: text(100),
  reference: text(100),
  description: text(1000),
  amount: z
    .number()
    .int()
    .min(-1_000_000_000_000)
    .max(1_000_000_000_000)
    .refine((n) => n !== 0),
  transactionDateTime: text(40),
  when: text(40),
  accountNumber: text(40),
  bank_sub_acc_id: text(40),
  subAccId: text(40),
  virtualAccountNumber: text(40),
});

export const cassoPayload = z.object({
  error: z.number().int().optional(),
  data: z.union([cassoItem, z.array(cassoItem).min(1).max(100)]),
});

/** `value` with the keys of every object sorted, as Casso serialises the body it signs. */
function sortedDeep(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedDeep);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(value).sort()) out[k] = sortedDeep((value as Record<string, unknown>)[k]);
    return out;
  }
  return value;
}

/** The expected `v1` of `X-Casso-Signature` for `body` (parsed JSON) signed at `t` (ms). */
export function cassoSignature(secret: string, t: string, body: unknown): string {
  return createHmac('sha512', secret)
    .update(`${t}.${JSON.stringify(sortedDeep(body))}`)
    .digest('hex');
}

export const cassoAdapter: BankAdapter = {
  provider: 'casso',
  configured: (env) => Boolean(env.CASSO_WEBHOOK_SECRET),
  authenticate(req, env) {
    const secret = env.CASSO_WEBHOOK_SECRET;
    if (!secret) return false;
    const token = header(req, 'secure-token');
    if (token) return safeEqual(token, secret);
    const m = /^t=(\d{1,16}),v1=([0-9a-f]{1,256})$/i.exec(header(req, 'x-casso-signature').trim());
    if (!m) return false;
    const body = jsonOf(req.raw);
    if (body === undefined) return false;
    return safeEqual(m[2]!.toLowerCase(), cassoSignature(secret, m[1]!, body));
  },
  parse(raw): ReportedTransfer[] {
    const parsed = cassoPayload.safeParse(jsonOf(raw));
    if (!parsed.success) throw new AppError('bank-webhook-invalid');
    const items = Array.isArray(parsed.data.data) ? parsed.data.data : [parsed.data.data];
    return items.map((i) => ({
      providerTransactionId: String(i.id),
      direction: i.amount > 0 ? 'in' : 'out',
      amountVnd: Math.abs(i.amount),
      content: i.description ?? '',
      accountNumber: i.accountNumber ?? i.bank_sub_acc_id ?? i.subAccId ?? '',
      subAccount: i.virtualAccountNumber ?? '',
      bankReference: i.reference ?? i.tid ?? '',
      occurredAt: vietnamTime(i.transactionDateTime ?? i.when),
      payload: i,
    }));
  },
};
