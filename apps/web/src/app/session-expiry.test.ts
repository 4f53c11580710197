// @vitest-environment jsdom
/**
 * endExpiredSession and loginState: a refused session sends her to login with the notice, and for a
 * short while any other redirect to login carries the same notice (the session gate's redirect can
 * overtake the first one); a visitor who never had a session gets none.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authMessages } from '../messages/auth.ts';
import { EXPIRY_NOTICE_MS, endExpiredSession, loginState } from './session-expiry.ts';

afterEach(() => {
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
});

describe('session expiry', () => {
  it('tells the login page why, on its own redirect and on any other for a short while', () => {
    vi.useFakeTimers();
    expect(loginState()).toBeUndefined();
    window.history.replaceState(null, '', '/profile?tab=1');
    const navigate = vi.fn();
    endExpiredSession(navigate);
    expect(navigate).toHaveBeenCalledWith('/auth/login?returnTo=%2Fprofile%3Ftab%3D1', {
      replace: true,
      state: { notice: authMessages.sessionExpired },
    });
    expect(loginState()).toEqual({ notice: authMessages.sessionExpired });
    vi.advanceTimersByTime(EXPIRY_NOTICE_MS + 1);
    expect(loginState()).toBeUndefined();
  });
});
