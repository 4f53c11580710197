// @vitest-environment jsdom
/**
 * endExpiredSession and loginState: a refused session sends her to login with the notice, and every
 * later redirect to login carries it — the session gate's, and one in a page loaded after the
 * refusal (the 401 of a request still in flight can clear the token as the page reloads) — until she
 * signs in or out; a visitor who never had a session gets none.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeToken } from '../lib/token-store.ts';
import { authMessages } from '../messages/auth.ts';
import { endExpiredSession, loginState } from './session-expiry.ts';

const notice = { notice: authMessages.sessionExpired };

afterEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('session expiry', () => {
  it('tells the login page why, on its own redirect and on the session gate’s', () => {
    expect(loginState()).toBeUndefined();
    localStorage.setItem('jwt_token', 'ey.any.token');
    window.history.replaceState(null, '', '/profile?tab=1');
    const navigate = vi.fn();
    endExpiredSession(navigate);
    expect(navigate).toHaveBeenCalledWith('/auth/login?returnTo=%2Fprofile%3Ftab%3D1', {
      replace: true,
      state: notice,
    });
    expect(localStorage.getItem('jwt_token')).toBeNull();
    expect(loginState()).toEqual(notice);
  });

  it('still tells a page loaded after the refusal, until she signs in or out', async () => {
    endExpiredSession(vi.fn());
    vi.resetModules(); // a new page: no module state survives
    const fresh = await import('./session-expiry.ts');
    expect(fresh.loginState()).toEqual(notice);

    writeToken(null); // she signed out herself (signOut → clearSession)
    expect(fresh.loginState()).toBeUndefined();

    endExpiredSession(vi.fn());
    writeToken('eyJhbGciOiJIUzI1NiJ9.eyJpYXQiOjE3MDAwMDAwMDB9.sig'); // signed in again
    expect(fresh.loginState()).toBeUndefined();
  });
});
