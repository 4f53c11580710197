/** The PWA's Idempotency-Key maker lives in lib/ (the delivery feature uses it too). */
export { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
