/**
 * The bank notification services' secrets the e2e servers start with (global-setup.ts), and a
 * sender that posts a signed SePay notification to a server as SePay does (decision 0105).
 */
import { createHmac } from 'node:crypto';

export const bankWebhookEnv = {
  SEPAY_WEBHOOK_HMAC_SECRET: 'e2e-sepay-hmac-secret-0123456789',
  CASSO_WEBHOOK_SECRET: 'e2e-casso-secret-0123456789',
};

/** The company account seeded with the demo data (apps/api/src/db/seed.ts), active. */
export const DEMO_COMPANY_ACCOUNT = '0011004567890';

let nextId = Date.now();

/**
 * Posts a SePay notification of money in (`amountVnd` with `content`) to `baseUrl`, signed with
 * HMAC-SHA256 over `{timestamp}.{raw body}` as SePay signs it. Returns the HTTP answer.
 */
export async function postSepayNotification(
  baseUrl: string,
  t: { amountVnd: number; content: string; transferType?: 'in' | 'out' },
): Promise<Response> {
  nextId += 1;
  const body = JSON.stringify({
    id: nextId,
    gateway: 'Vietcombank',
    transactionDate: new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 19).replace('T', ' '),
    accountNumber: DEMO_COMPANY_ACCOUNT,
    code: null,
    content: t.content,
    transferType: t.transferType ?? 'in',
    transferAmount: t.amountVnd,
    accumulated: 0,
    subAccount: null,
    referenceCode: `FT${nextId}`,
    description: '',
  });
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = createHmac('sha256', bankWebhookEnv.SEPAY_WEBHOOK_HMAC_SECRET)
    .update(`${timestamp}.${body}`)
    .digest('hex');
  return fetch(`${baseUrl}/api/Webhook/Bank/sepay`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-sepay-signature': `sha256=${signature}`,
      'x-sepay-timestamp': timestamp,
    },
    body,
  });
}
