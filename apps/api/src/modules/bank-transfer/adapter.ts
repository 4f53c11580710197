/**
 * What a bank notification adapter (SePay, Casso) does: says whether it is configured, authenticates
 * a request from its raw bytes and headers, and turns an authenticated body into the transfers it
 * reports, in one shape (decision 0105).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Env } from '../../config/env.ts';

export type BankProvider = 'sepay' | 'casso';

/** One transfer a notification reports, as the matcher reads it. Amounts in đồng, positive. */
export interface ReportedTransfer {
  providerTransactionId: string;
  direction: 'in' | 'out';
  amountVnd: number;
  content: string;
  /** The company account it moved on. */
  accountNumber: string;
  /** A virtual (sub) account of that account, when the service reports one. */
  subAccount: string;
  bankReference: string;
  occurredAt: Date;
  /** The item as received, kept on the row. */
  payload: unknown;
}

/** A request as the adapter sees it: lower-case header names, the body's bytes. */
export interface WebhookRequest {
  headers: Record<string, string | string[] | undefined>;
  raw: Buffer;
}

export interface BankAdapter {
  provider: BankProvider;
  /** False while its environment variables are unset: the webhook answers 404. */
  configured(env: Env): boolean;
  /** True when the request carries the provider's valid key or signature (constant-time compares). */
  authenticate(req: WebhookRequest, env: Env, nowMs: number): boolean;
  /** The transfers of an authenticated body; throws AppError('bank-webhook-invalid') on a bad shape. */
  parse(raw: Buffer): ReportedTransfer[];
}

/**
 * Constant-time equality of two strings of any lengths: both are hashed first, so neither the
 * position of the first difference nor the expected length leaks through timing.
 */
export function safeEqual(a: string, b: string): boolean {
  const ha = createHash('sha256').update(a).digest();
  const hb = createHash('sha256').update(b).digest();
  return timingSafeEqual(ha, hb) && a.length === b.length;
}

/** A header's one value ('' when absent; the first when repeated). */
export function header(req: WebhookRequest, name: string): string {
  const v = req.headers[name];
  return (Array.isArray(v) ? v[0] : v) ?? '';
}

/**
 * "2024-10-03 15:06:37" as both services write it: Vietnam time (UTC+7, no daylight saving). An ISO
 * string with its own offset is read as it says; anything unreadable is the time of arrival.
 */
export function vietnamTime(value: string | null | undefined, now = new Date()): Date {
  if (!value) return now;
  const local = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2})?)$/.exec(value.trim());
  const d = new Date(local ? `${local[1]}T${local[2]}+07:00` : value);
  return Number.isNaN(d.getTime()) ? now : d;
}

/** JSON of `raw`, or undefined when it is not JSON. */
export function jsonOf(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    return undefined;
  }
}
