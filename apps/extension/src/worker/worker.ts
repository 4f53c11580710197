/**
 * The service worker: the only part that holds the token and calls the server. It answers the
 * panel's messages (lib/messages.ts): state (signed in, server, today's rate), add to cart (and
 * open the PWA's checkout for the new line), open the extension's page.
 */
import type { AddReply, Request, StateReply } from '../lib/messages.ts';
import { callServer, ServerError } from '../lib/server-api.ts';
import { readSettings } from '../lib/settings.ts';

async function state(): Promise<StateReply> {
  const { server, token } = await readSettings();
  if (!token) return { signedIn: false, server, rate: null };
  try {
    const cart = await callServer<{ exchangeRate: number | null }>('/ShoppingCart');
    return { signedIn: true, server, rate: cart.exchangeRate };
  } catch (e) {
    return { signedIn: !(e instanceof ServerError && e.status === 401), server, rate: null };
  }
}

async function add(req: Extract<Request, { type: 'add' }>): Promise<AddReply> {
  try {
    const item = await callServer<{ id: number }>('/ShoppingCart', { method: 'POST', body: req.line });
    if (req.checkout) {
      const { server } = await readSettings();
      await chrome.tabs.create({ url: `${server}/orderOrdering/create?items=${item.id}` });
    }
    return { ok: true, id: item.id };
  } catch (e) {
    const message = e instanceof Error ? e.message : 'Không thêm được vào giỏ';
    return { ok: false, message, signIn: e instanceof ServerError && e.status === 401 };
  }
}

chrome.runtime.onMessage.addListener((req: Request, _sender, reply) => {
  if (req.type === 'state') state().then(reply);
  else if (req.type === 'add') add(req).then(reply);
  else if (req.type === 'open-options') chrome.runtime.openOptionsPage().then(() => reply(true));
  return true; // the reply comes later
});
