import { describe, expect, it } from 'vitest';
import { bankAccountName, customerBankAccountInput } from './withdrawal.ts';

describe('bankAccountName', () => {
  it.each([
    ['Nguyễn Văn Đức', 'NGUYEN VAN DUC'],
    ['  trần   thị đào ', 'TRAN THI DAO'],
    ['Lê Thị Hồng'.normalize('NFD'), 'LE THI HONG'],
    ['PHẠM QUỲNH ANH', 'PHAM QUYNH ANH'],
    ['CONG TY TNHH A.B.C', 'CONG TY TNHH A.B.C'],
  ])('%s → %s', (raw, name) => {
    expect(bankAccountName(raw)).toBe(name);
  });
});

describe('customerBankAccountInput', () => {
  it('keeps the digits of a number typed with spaces or dots, and refuses other banks and characters', () => {
    expect(
      customerBankAccountInput.parse({ bankBin: '970436', accountNumber: '0451 000.123-456', accountName: 'lê hồng' }),
    ).toEqual({ bankBin: '970436', accountNumber: '0451000123456', accountName: 'LE HONG' });
    for (const bad of [
      { bankBin: '000000', accountNumber: '0451000123', accountName: 'LE HONG' },
      { bankBin: '970436', accountNumber: '04510', accountName: 'LE HONG' },
      { bankBin: '970436', accountNumber: '0451000123', accountName: 'LÊ @ HỒNG' },
      { bankBin: '970436', accountNumber: '0451000123', accountName: 'Lê 李' },
    ]) {
      expect(customerBankAccountInput.safeParse(bad).success).toBe(false);
    }
  });
});
