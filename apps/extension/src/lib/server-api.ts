/**
 * The service worker's calls to the configured server (only that server): sign-in
 * (`POST /api/auth/login` `{ userName, password }` → `{ token }`), the cart (`GET /api/ShoppingCart`
 * for its `exchangeRate`, `POST /api/ShoppingCart` with a `cartItemInput`). Errors come back as the
 * API's Vietnamese `Message`; a 401 (the 1-hour access token expired, apps/api auth/tokens.ts) clears
 * the token so the customer signs in again on the extension's page.
 */
import { readSettings, saveSettings } from './settings.ts';

export class ServerError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

const unreachable = 'Không kết nối được máy chủ. Kiểm tra địa chỉ máy chủ trong trang tiện ích.';
export const expiredMessage = 'Phiên đăng nhập đã hết hạn. Vui lòng đăng nhập lại trong trang tiện ích.';

/** Calls `path` (under /api) on the configured server; throws ServerError with a Vietnamese message. */
export async function callServer<T>(
  path: string,
  init: { method?: string; body?: unknown; auth?: boolean } = {},
): Promise<T> {
  const { server, token } = await readSettings();
  if (init.auth !== false && !token) throw new ServerError('Vui lòng đăng nhập tiện ích để thêm vào giỏ', 401);
  let res: Response;
  try {
    res = await fetch(`${server}/api${path}`, {
      method: init.method ?? 'GET',
      headers: {
        ...(init.body ? { 'content-type': 'application/json' } : {}),
        ...(init.auth !== false && token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: init.body ? JSON.stringify(init.body) : undefined,
      credentials: 'omit',
    });
  } catch {
    throw new ServerError(unreachable, 0);
  }
  const data = (await res.json().catch(() => null)) as { Message?: string } | null;
  if (res.status === 401 && init.auth !== false) {
    await saveSettings({ token: null });
    throw new ServerError(expiredMessage, 401);
  }
  if (!res.ok) throw new ServerError(data?.Message ?? `Máy chủ báo lỗi (${res.status})`, res.status);
  return data as T;
}
