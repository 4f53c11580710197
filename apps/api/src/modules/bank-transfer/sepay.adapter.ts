/**
 * SePay (https://developer.sepay.vn/vi/sepay-webhooks): one POST per transaction, JSON
 * `{ id, gateway, transactionDate, accountNumber, code, content, transferType: in|out,
 * transferAmount, accumulated, subAccount, referenceCode, description }`. Authentication, as the
 * webhook is configured (decision 0105): `Authorization: Apikey {SEPAY_WEBHOOK_API_KEY}`, or
 * HMAC-SHA256 with `SEPAY_WEBHOOK_HMAC_SECRET`: `X-SePay-Signature: sha256={hex}` over
 * `{X-SePay-Timestamp}.{raw body}`, the timestamp in Unix seconds and refused beyond 5 minutes of
 * drift (SePay's security page). SePay counts a delivery done on 200/201 with `{ "success": true }`
 * and retries up to 7 times otherwise.
 */
import { createHmac } from 'node:crypto';
import { safeText } from '@app/shared/contracts/common';
import { z } from 'zod';
import { AppError } from '../../lib/platform/app-error.ts';
import { type BankAdapter, header, jsonOf, type ReportedTransfer, safeEqual, vietnamTime } from './adapter.ts';

const MAX_DRIFT_MS = 5 * 60_000;
const text = (max: number) => safeText(max).nullish();

export const sepayPayload = z.object({
  id: z.union([z.number().int().min(0).max(Number.MAX_SAFE_INTEGER), safeText(64).min(1)]),
  gateway: text(100),
  transactionDate: text(40),
  accountNumber: safeText(40),
  code: text(100),
  content: text(1000),
  transferType: z.enum(['in', 'out']),
  transferAmount: z.number().int().min(1).max(1_000_000_000_000),
  accumulated: z.number().nullish(),
  subAccount: text(40),
  referenceCode: text(100),
  description: text(1000),
});

/** The expected `X-SePay-Signature` value (`sha256={hex}`) of `raw` sent at `timestamp` (seconds). */
export function sepaySignature(secret: string, timestamp: string, raw: Buffer | string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.`).update(raw).digest('hex')}`;
}

export const sepayAdapter: BankAdapter = {
  provider: 'sepay',
  configured: (env) => Boolean(env.SEPAY_WEBHOOK_API_KEY || env.SEPAY_WEBHOOK_HMAC_SECRET),
  authenticate(req, env, nowMs) {
    const key = env.SEPAY_WEBHOOK_API_KEY;
    if (key && safeEqual(header(req, 'authorization'), `Apikey ${key}`)) return true;
    const secret = env.SEPAY_WEBHOOK_HMAC_SECRET;
    if (!secret) return false;
    const timestamp = header(req, 'x-sepay-timestamp');
    if (!/^\d{9,11}$/.test(timestamp) || Math.abs(nowMs - Number(timestamp) * 1000) > MAX_DRIFT_MS) return false;
    const given = header(req, 'x-sepay-signature');
    const signed = given.startsWith('sha256=') ? given : `sha256=${given}`;
    return safeEqual(signed, sepaySignature(secret, timestamp, req.raw));
  },
  parse(raw): ReportedTransfer[] {
    const parsed = sepayPayload.safeParse(jsonOf(raw));
    if (!parsed.success) throw new AppError('bank-webhook-invalid');
    const p = parsed.data;
    return [
      {
        providerTransactionId: String(p.id),
        direction: p.transferType,
        amountVnd: p.transferAmount,
        // `content` is the transfer's memo; `description` the full bank SMS, which holds it too.
        content: p.content || p.description || '',
        accountNumber: p.accountNumber,
        subAccount: p.subAccount ?? '',
        bankReference: p.referenceCode ?? '',
        occurredAt: vietnamTime(p.transactionDate),
        payload: p,
      },
    ];
  },
};
