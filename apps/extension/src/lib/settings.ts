/**
 * The extension's settings in `chrome.storage.local`: the server origin (default: the origin the
 * build was made for, `EXTENSION_SERVER_ORIGIN`) and the access token. Only the service worker and
 * the extension's own page read them; content scripts cannot reach the token (they message the
 * worker).
 */
declare const __SERVER_ORIGIN__: string;

/** The origin the build was made for (build/build.ts defines it). */
export const defaultServer: string =
  typeof __SERVER_ORIGIN__ === 'string' ? __SERVER_ORIGIN__ : 'http://localhost:3000';

export interface Settings {
  server: string;
  token: string | null;
}

export async function readSettings(): Promise<Settings> {
  const s = await chrome.storage.local.get(['server', 'token']);
  return {
    server: typeof s.server === 'string' && s.server ? s.server : defaultServer,
    token: typeof s.token === 'string' && s.token ? s.token : null,
  };
}

export function saveSettings(s: Partial<Settings>): Promise<void> {
  return chrome.storage.local.set(s);
}

/** `https://shop.example.vn/path` → `https://shop.example.vn`; null when not an http(s) URL. */
export function originOf(text: string): string | null {
  try {
    const u = new URL(text.trim());
    return /^https?:$/.test(u.protocol) ? u.origin : null;
  } catch {
    return null;
  }
}
