/**
 * Senders of recorded notification shapes for the bank-notification tests: a SePay body signed with
 * HMAC-SHA256 (or sent with the API key, or forged), a Casso v2 body signed with HMAC-SHA512, and an
 * approved withdrawal made directly through the database and the ledger.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { customerBankAccounts, withdrawals } from '../../db/schema/withdrawal.ts';
import { transaction } from '../../lib/db/transaction.ts';
import type { FactoryContext } from '../../test/factories.ts';
import { post, postings } from '../wallet/ledger.service.ts';
import { cassoSignature } from './casso.adapter.ts';
import { sepaySignature } from './sepay.adapter.ts';

export const webhookEnv = {
  SEPAY_WEBHOOK_API_KEY: 'sepay-api-key-for-tests',
  SEPAY_WEBHOOK_HMAC_SECRET: 'sepay-hmac-secret-for-tests',
  CASSO_WEBHOOK_SECRET: 'casso-secret-for-tests',
};

/** The seeded demo company account (db/seed.ts), the active one. */
export const COMPANY_ACCOUNT = '0011004567890';

let nextId = 1_000_000 + Math.floor(Math.random() * 1_000_000);

/** A SePay notification as SePay sends it (fields of its documentation), overridable. */
export function sepayBody(over: Partial<Record<string, unknown>> = {}) {
  nextId += 1;
  return {
    id: nextId,
    gateway: 'Vietcombank',
    transactionDate: '2026-11-27 09:15:00',
    accountNumber: COMPANY_ACCOUNT,
    code: null,
    content: 'chuyen tien',
    transferType: 'in',
    transferAmount: 100_000,
    accumulated: 25_000_000,
    subAccount: null,
    referenceCode: `FT${nextId}`,
    description: '',
    ...over,
  };
}

/** A Casso v2 notification (its documented shape), overridable in `data`. */
export function cassoBody(over: Partial<Record<string, unknown>> = {}) {
  nextId += 1;
  return {
    error: 0,
    data: {
      id: nextId,
      reference: `FT${nextId}`,
      description: 'chuyen tien',
      amount: 100_000,
      runningBalance: 25_000_000,
      transactionDateTime: '2026-11-27 09:15:00',
      accountNumber: COMPANY_ACCOUNT,
      bankName: 'Vietcombank',
      bankAbbreviation: 'VCB',
      virtualAccountNumber: '',
      virtualAccountName: '',
      counterAccountName: 'TRAN THI MAI',
      counterAccountNumber: '0987654321',
      counterAccountBankId: '970436',
      counterAccountBankName: 'Vietcombank',
      ...over,
    },
  };
}

type Auth = 'hmac' | 'apikey' | 'forged' | 'none';

/** Posts `body` to the SePay webhook, authenticated as `auth` says. */
export function sendSepay(app: FastifyInstance, body: unknown, auth: Auth = 'hmac') {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const ts = String(Math.floor(Date.now() / 1000));
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (auth === 'hmac') {
    headers['x-sepay-signature'] = sepaySignature(webhookEnv.SEPAY_WEBHOOK_HMAC_SECRET, ts, raw);
    headers['x-sepay-timestamp'] = ts;
  } else if (auth === 'apikey') {
    headers.authorization = `Apikey ${webhookEnv.SEPAY_WEBHOOK_API_KEY}`;
  } else if (auth === 'forged') {
    headers['x-sepay-signature'] = sepaySignature('guessed-secret-0000', ts, raw);
    headers['x-sepay-timestamp'] = ts;
    headers.authorization = 'Apikey guessed-api-key';
  }
  return app.inject({ method: 'POST', url: '/api/Webhook/Bank/sepay', headers, payload: raw });
}

/** Posts `body` to the Casso webhook with its X-Casso-Signature (or a forged one). */
export function sendCasso(app: FastifyInstance, body: unknown, auth: 'signed' | 'forged' = 'signed') {
  const t = String(Date.now());
  const secret = auth === 'signed' ? webhookEnv.CASSO_WEBHOOK_SECRET : 'guessed-secret-0000';
  return app.inject({
    method: 'POST',
    url: '/api/Webhook/Bank/casso',
    headers: {
      'content-type': 'application/json',
      'x-casso-signature': `t=${t},v1=${cassoSignature(secret, t, body)}`,
    },
    payload: JSON.stringify(body),
  });
}

/**
 * An `approved` withdrawal of `amountVnd` for customer `userId`, its amount held (posting
 * `withdrawal`), made directly: the withdrawal API is another module's.
 */
export async function makeApprovedWithdrawal(
  ctx: FactoryContext,
  userId: number,
  amountVnd: number,
  status: 'approved' | 'pending' = 'approved',
) {
  const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  const code = Array.from(randomBytes(6), (b) => alphabet[b % alphabet.length]).join('');
  return transaction(ctx.database.db, async (tx) => {
    const [account] = await tx
      .insert(customerBankAccounts)
      .values({
        userId,
        bankBin: '970436',
        bankShortName: 'Vietcombank',
        bankName: 'Ngân hàng TMCP Ngoại thương Việt Nam',
        accountNumber: `09${randomBytes(4).readUInt32BE() % 100_000_000}`,
        accountName: 'TRAN THI MAI',
      })
      .returning();
    const [w] = await tx
      .insert(withdrawals)
      .values({
        code,
        userId,
        bankAccountId: account!.id,
        bankBin: account!.bankBin,
        bankShortName: account!.bankShortName,
        accountNumber: account!.accountNumber,
        accountName: account!.accountName,
        amountVnd,
        status,
        approvedAt: status === 'approved' ? new Date() : null,
      })
      .returning();
    const { entryId } = await post(tx, postings.withdrawal({ withdrawal: w!, actor: { userId } }));
    return { id: w!.id, code, journalEntryId: entryId };
  });
}
