/**
 * Set-up of the PWA's component tests (vitest.config.ts, project `unit-web`): antd-mobile's
 * animations (react-spring) jump to their end, so a dialog opened or closed in a test is there or
 * gone at once instead of after a 300 ms animation that jsdom's timers run unevenly under Preact.
 * After each test the session is cleared (token, refresh timer, the signed-in user lib/session.ts
 * keeps in memory) and the browser storage emptied: a user one test loaded was the next test's
 * starting balance when the order was shuffled.
 */
import { Globals } from '@react-spring/web';
import { afterEach } from 'vitest';
import { clearSession } from '../lib/session.ts';

Globals.assign({ skipAnimation: true });

afterEach(() => {
  clearSession();
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
});
