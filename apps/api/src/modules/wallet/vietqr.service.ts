/**
 * VietQR payloads for other modules (a withdrawal's payout QR, DESIGN.md §3.8), through the
 * wallet's builder (vietqr.ts): bank BIN, account number, amount in đồng, memo.
 */
import { type VietQrInput, vietQrPayload } from './vietqr.ts';

/** The EMVCo payload a Vietnamese banking app scans to transfer `amountVnd` with `memo`. */
export function transferQrPayload(input: VietQrInput): string {
  return vietQrPayload(input);
}
