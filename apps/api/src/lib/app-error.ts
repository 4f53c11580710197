/** The one error type services throw: an HTTP status, a stable code and a Vietnamese message. */
import { type ErrorCode, errorMessages } from '@app/shared/errors';

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string = errorMessages[code],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = () => new AppError(404, 'not-found');
export const forbidden = () => new AppError(403, 'forbidden');
