/**
 * VietQR payloads (EMVCo merchant-presented QR as NAPAS 247 defines it), built with the
 * vietnam-qr-pay library: bank BIN, account number, amount in đồng and the transfer memo,
 * ending in the CRC-16/CCITT checksum (tag 63). Rendered to a QR image by the browser.
 */
import { QRPay } from 'vietnam-qr-pay';

export interface VietQrInput {
  bankBin: string;
  accountNumber: string;
  amountVnd: number;
  memo: string;
}

/** The EMVCo payload string a Vietnamese banking app scans. */
export function vietQrPayload(input: VietQrInput): string {
  const qr = QRPay.initVietQR({
    bankBin: input.bankBin,
    bankNumber: input.accountNumber,
    amount: String(input.amountVnd),
    purpose: input.memo,
  });
  return qr.build();
}

/** Parses a payload back (tests, and a check before showing it); `isValid` includes the CRC. */
export function decodeVietQr(payload: string) {
  const qr = new QRPay(payload);
  return {
    isValid: qr.isValid,
    bankBin: qr.consumer.bankBin,
    accountNumber: qr.consumer.bankNumber,
    amount: qr.amount,
    memo: qr.additionalData.purpose,
    crc: qr.crc,
  };
}
