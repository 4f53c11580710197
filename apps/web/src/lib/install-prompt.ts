/**
 * The install prompt (SPEC.md §4): `beforeinstallprompt` is captured as early as possible and
 * kept; the banner then calls `acceptInstall()` or `dismissInstall()`, and the outcome lands in
 * app state. Headless Chromium never fires the event: tests dispatch one (STACK.md trap 9),
 * possibly without `prompt`/`userChoice`, which is handled as an accepted prompt.
 */
import { setAppState } from './app-state.ts';

interface BeforeInstallPromptEvent extends Event {
  prompt?: () => Promise<unknown>;
  userChoice?: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: BeforeInstallPromptEvent | null = null;

export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault(); // keep the browser's mini-infobar away; our banner asks instead
    deferred = event as BeforeInstallPromptEvent;
    setAppState({ installState: 'available' });
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    setAppState({ installState: 'installed' });
  });
}

export async function acceptInstall(): Promise<void> {
  const event = deferred;
  deferred = null;
  let outcome: 'accepted' | 'dismissed' = 'accepted';
  try {
    await event?.prompt?.();
    outcome = (await event?.userChoice)?.outcome ?? 'accepted';
  } catch {
    outcome = 'dismissed';
  }
  setAppState({ installState: outcome });
}

export function dismissInstall(): void {
  deferred = null;
  setAppState({ installState: 'dismissed' });
}
