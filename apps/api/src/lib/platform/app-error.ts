/**
 * The one error type services throw: an id of the error table (@app/shared/errors), which gives the
 * HTTP status, the wire code and the Vietnamese message. `message` only for text built at the throw
 * site (e.g. naming the two statuses of a refused transition); `details` for the optional fields of
 * the error body (an insufficient balance's missing amount and recharge link).
 */
import { type ErrorCode, type ErrorId, errorTable, wireCode } from '@app/shared/errors';

export class AppError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;

  constructor(
    readonly id: ErrorId,
    message: string = errorTable[id].message,
    /** Extra fields of the answer beside `Message` and `code` (errorBody's optional ones). */
    readonly details?: { missingVnd?: number; rechargeUrl?: string },
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = errorTable[id].status;
    this.code = wireCode(id);
  }
}
