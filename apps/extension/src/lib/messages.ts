/**
 * Messages between the content script (the panel on a shop's page) and the service worker, which
 * alone holds the token and talks to the server. The page never sees either.
 */
import type { CartItemInput } from '@app/shared/contracts/cart';

export type Request =
  /** Whether the customer is signed in, the server, and today's purchase rate (VND per CNY). */
  | { type: 'state' }
  /** Adds the line; with `checkout`, then opens the PWA's checkout for it in a new tab. */
  | { type: 'add'; line: CartItemInput; checkout: boolean }
  /** Opens the extension's own page (sign-in and server). */
  | { type: 'open-options' };

export interface StateReply {
  signedIn: boolean;
  server: string;
  /** VND per CNY, or null (not signed in, or no rate set). */
  rate: number | null;
}

export type AddReply = { ok: true; id: number } | { ok: false; message: string; signIn: boolean };

/** Sends `req` to the service worker and answers its reply (typed by the caller). */
export function ask<T>(req: Request): Promise<T> {
  return chrome.runtime.sendMessage(req) as Promise<T>;
}
