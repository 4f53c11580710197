import { describe, expect, it } from 'vitest';
import { contactFieldErrors } from './contact-errors.ts';

describe('contactFieldErrors', () => {
  it('puts each conflict under its own field', () => {
    expect(contactFieldErrors('phone-already-in-use')).toEqual({
      phone: 'Số điện thoại đã được sử dụng cho một tài khoản khác',
    });
    expect(contactFieldErrors('email-already-in-use')).toEqual({
      email: 'Email đã được sử dụng cho một tài khoản khác',
    });
    expect(contactFieldErrors('email-and-phone-already-in-use')).toEqual({
      email: 'Email đã được sử dụng cho một tài khoản khác',
      phone: 'Số điện thoại đã được sử dụng cho một tài khoản khác',
    });
    expect(contactFieldErrors('wrong-password')).toBeNull();
  });
});
