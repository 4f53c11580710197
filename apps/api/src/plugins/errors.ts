/**
 * One error handler: AppError → its status and `{ Message, code }`; schema validation → 400 naming
 * the field in Vietnamese; rate limit → 429; a PostgreSQL data or constraint error (classes 22, 23)
 * → its 4xx (lib/db/pg-errors.ts); anything else → 500 `Có lỗi xảy ra`, details logged only.
 */
import { fieldLabels } from '@app/shared/contracts/common';
import { errorMessages } from '@app/shared/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { clientErrorOf } from '../lib/db/pg-errors.ts';
import { AppError } from '../lib/platform/app-error.ts';

function fieldName(instancePath: string): string {
  const parts = instancePath.split('/').filter((p) => p && !/^\d+$/.test(p));
  const key = parts[parts.length - 1];
  // A key the customer chose (a SKU property name) is echoed without control characters, cut short.
  return key
    ? (fieldLabels[key] ??
        [...key]
          .filter((c) => c >= ' ' && c !== '\u007f')
          .join('')
          .slice(0, 50))
    : '';
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ Message: error.message, code: error.code, ...error.details });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0]!;
      const field = fieldName(first.instancePath);
      const Message = field ? `${field}: ${first.message}` : first.message;
      return reply.status(400).send({ Message, code: 'validation-error' });
    }
    if (error.statusCode === 429) {
      return reply.status(429).send({ Message: errorMessages['too-many-requests'], code: 'too-many-requests' });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own 4xx (bad JSON, body too large, wrong content type): a plain Vietnamese message.
      request.log.info({ err: error }, 'client error');
      return reply
        .status(error.statusCode)
        .send({ Message: errorMessages['validation-error'], code: 'validation-error' });
    }
    const dbRefusal = clientErrorOf(error);
    if (dbRefusal) {
      // The contracts should have refused this input first: worth a look, not a 500.
      request.log.warn({ err: error }, 'database refused the input');
      const mapped = new AppError(dbRefusal);
      return reply.status(mapped.statusCode).send({ Message: mapped.message, code: mapped.code });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ Message: errorMessages['internal-error'], code: 'internal-error' });
  });
}

/** Unknown paths under the API prefix: 404 `{ Message, code }`, with or without the static site beside it. */
export function registerApiNotFound(api: FastifyInstance): void {
  api.setNotFoundHandler((_request, reply) =>
    reply.status(404).send({ Message: errorMessages['not-found'], code: 'not-found' }),
  );
}
