/**
 * The extension's own page: sign in with the customer's account (`POST /api/auth/login`; the token
 * goes to `chrome.storage.local`, never to a shop's page), sign out, and the server it talks to
 * (default: the origin it was built for). A server outside the manifest's host permissions is
 * asked for through `optional_host_permissions` when saved.
 */
import { callServer } from '../lib/server-api.ts';
import { originOf, readSettings, saveSettings } from '../lib/settings.ts';

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const message = $<HTMLParagraphElement>('message');

function say(text: string, error = false): void {
  message.textContent = text;
  message.className = error ? 'error' : '';
}

async function show(): Promise<void> {
  const { server, token } = await readSettings();
  ($<HTMLFormElement>('server-form').elements.namedItem('server') as HTMLInputElement).value = server;
  $('signed-in').hidden = !token;
  $('login').hidden = !!token;
}

$<HTMLFormElement>('server-form').addEventListener('submit', async (e) => {
  e.preventDefault();
  const field = (e.currentTarget as HTMLFormElement).elements.namedItem('server') as HTMLInputElement;
  const origin = originOf(field.value);
  if (!origin) return say('Địa chỉ máy chủ không hợp lệ (ví dụ: https://muaho.vn)', true);
  const pattern = `${origin}/*`;
  const granted =
    (await chrome.permissions.contains({ origins: [pattern] })) ||
    (await chrome.permissions.request({ origins: [pattern] }).catch(() => false));
  if (!granted) return say('Cần cho phép tiện ích truy cập máy chủ này', true);
  const { server } = await readSettings();
  // Another server's token means nothing here: sign in again.
  await saveSettings(origin === server ? { server: origin } : { server: origin, token: null });
  say('Đã lưu máy chủ');
  await show();
});

$<HTMLFormElement>('login').addEventListener('submit', async (e) => {
  e.preventDefault();
  const form = e.currentTarget as HTMLFormElement;
  const value = (name: string) => (form.elements.namedItem(name) as HTMLInputElement).value;
  try {
    const { token } = await callServer<{ token: string }>('/auth/login', {
      method: 'POST',
      auth: false,
      body: { userName: value('userName'), password: value('password') },
    });
    await saveSettings({ token });
    form.reset();
    say('Đăng nhập thành công. Mở lại trang sản phẩm để thêm vào giỏ.');
  } catch (err) {
    say(err instanceof Error ? err.message : 'Không đăng nhập được', true);
  }
  await show();
});

$('sign-out').addEventListener('click', async () => {
  await saveSettings({ token: null });
  say('Đã đăng xuất');
  await show();
});

void show();
