// @vitest-environment jsdom
/** A money action refused with totp-setup-required says what to do, with a link to 'Bảo mật' (decision 0098). */
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client.ts';
import { errorNotice } from './error-notice.tsx';

afterEach(cleanup);

describe('errorNotice', () => {
  it('links totp-setup-required to the Bảo mật page and keeps it on screen longer', () => {
    const notice = errorNotice(
      new ApiError(403, 'totp-setup-required', 'Thao tác liên quan đến tiền cần bật xác thực hai bước'),
    );
    render(notice.content as ReactElement);
    expect(screen.getByTestId('totp-setup-required').textContent).toContain('cần bật xác thực hai bước');
    expect(screen.getByRole('link', { name: 'Mở trang Bảo mật' }).getAttribute('href')).toBe('/admin/security');
    expect(notice.duration).toBeGreaterThan(3);
  });

  it('shows any other error as the API says it', () => {
    expect(
      errorNotice(new ApiError(409, 'recharge-not-pending', 'Yêu cầu nạp tiền không còn ở trạng thái chờ duyệt')),
    ).toEqual({
      content: 'Yêu cầu nạp tiền không còn ở trạng thái chờ duyệt',
    });
  });
});
