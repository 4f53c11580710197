/**
 * /api/Webhook/Bank/{sepay,casso} (public: each adapter authenticates its own header over the body's
 * raw bytes) and /api/Admin/BankTransfer (the review queue). Declarations:
 * @app/shared/contracts/bank-transfer.endpoints. Decision 0105.
 */
import { adminBankTransferEndpoints, bankWebhookEndpoints } from '@app/shared/contracts/bank-transfer.endpoints';
import type { FastifyInstance } from 'fastify';
import type { Env } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import { route } from '../../lib/http/route.ts';
import { AppError } from '../../lib/platform/app-error.ts';
import type { BankAdapter } from './adapter.ts';
import { assignBankTransfer, ignoreBankTransfer, listBankTransfers, receiveTransfer } from './bank-transfer.service.ts';
import { cassoAdapter } from './casso.adapter.ts';
import { sepayAdapter } from './sepay.adapter.ts';

/** A notification carries one transaction (Casso's legacy form a few): far below this. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

export function bankTransferRoutes(app: FastifyInstance, { db, env }: { db: Db; env: Env }): void {
  // In this scope only, every body stays raw bytes: a signature is over what was sent, not a re-serialisation.
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_req, body, done) =>
      done(null, body),
    );
    const hooks: [typeof bankWebhookEndpoints.sepay, BankAdapter][] = [
      [bankWebhookEndpoints.sepay, sepayAdapter],
      [bankWebhookEndpoints.casso, cassoAdapter],
    ];
    for (const [endpoint, adapter] of hooks) {
      route(scope, endpoint, async ({ req }) => {
        if (!adapter.configured(env)) throw new AppError('bank-webhook-not-configured');
        const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        if (!adapter.authenticate({ headers: req.headers, raw }, env, Date.now())) {
          req.log.warn(
            { provider: adapter.provider, remoteAddress: req.ip },
            'bank notification refused: bad key or signature',
          );
          throw new AppError('bank-webhook-unauthorized');
        }
        for (const transfer of adapter.parse(raw)) await receiveTransfer(db, adapter.provider, transfer);
        return { success: true as const };
      });
    }
  });

  route(app, adminBankTransferEndpoints.list, ({ query }) => listBankTransfers(db, query));
  route(app, adminBankTransferEndpoints.assign, ({ actor, params, body }) =>
    assignBankTransfer(db, actor, params.id, body),
  );
  route(app, adminBankTransferEndpoints.ignore, ({ actor, params, body }) =>
    ignoreBankTransfer(db, actor, params.id, body.reason),
  );
}
