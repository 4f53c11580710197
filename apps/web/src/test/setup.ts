/**
 * Set-up of the PWA's component tests (vitest.config.ts, project `unit-web`): antd-mobile's
 * animations (react-spring) jump to their end, so a dialog opened or closed in a test is there or
 * gone at once instead of after a 300 ms animation that jsdom's timers run unevenly under Preact.
 */
import { Globals } from '@react-spring/web';

Globals.assign({ skipAnimation: true });
