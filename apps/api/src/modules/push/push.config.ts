/**
 * The VAPID identity of this server (RFC 8292, decision 0111): keys and subject from the environment
 * (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT). In development, keys absent from the
 * environment are generated once into DATA_DIR (`vapid.json`, like the JWT secret), so the
 * subscriptions browsers made survive a restart; in production without keys push is off.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webPush from 'web-push';
import type { Env } from '../../config/env.ts';

export interface VapidConfig {
  publicKey: string;
  privateKey: string;
  /** `mailto:` or `https:` (push services contact the sender there). */
  subject: string;
}

/** The subject when VAPID_SUBJECT is unset: `mailto:hotro@<PUBLIC_URL's host>`. */
export function defaultVapidSubject(publicUrl: string | undefined): string {
  const host = publicUrl ? new URL(publicUrl).hostname : 'dathang.local';
  return `mailto:hotro@${host}`;
}

/** The VAPID config of `env`, or null when either key is missing (push is off). */
export function vapidFromEnv(env: Env): VapidConfig | null {
  if (!env.VAPID_PUBLIC_KEY || !env.VAPID_PRIVATE_KEY) return null;
  return {
    publicKey: env.VAPID_PUBLIC_KEY,
    privateKey: env.VAPID_PRIVATE_KEY,
    subject: env.VAPID_SUBJECT ?? defaultVapidSubject(env.PUBLIC_URL),
  };
}

/**
 * Development: `env` with VAPID keys from `{dataDir}/vapid.json`, generated (mode 0600) on first
 * start. Keys already in the environment win.
 */
export function withDevVapidKeys(env: Env, dataDir: string): Env {
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) return env;
  const file = path.join(dataDir, 'vapid.json');
  let keys: { publicKey: string; privateKey: string };
  if (existsSync(file)) keys = JSON.parse(readFileSync(file, 'utf8'));
  else {
    keys = webPush.generateVAPIDKeys();
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  }
  return { ...env, VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey };
}
