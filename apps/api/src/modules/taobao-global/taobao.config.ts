/**
 * The Taobao Global service of this server (decision 0116): the provider client, the token cipher
 * and the callback address, from the environment (TAOBAO_APP_KEY, TAOBAO_APP_SECRET, TAOBAO_API_URL,
 * TAOBAO_OAUTH_URL, TAOBAO_SIGN_METHOD, TAOBAO_TOKEN_KEY, TAOBAO_SYNC_MINUTES). Without an app key,
 * secret or token key the service is off: every endpoint answers 404 `taobao-global-not-configured`.
 * Development (`npm start` with no TAOBAO_APP_KEY): the local fake provider starts in-process,
 * seeded with demo buyers, and the token key is generated once into DATA_DIR (`taobao-token.key`,
 * like the VAPID keys); production never does either.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Env } from '../../config/env.ts';
import { type FakeTaobao, startFakeTaobao } from './fake-taobao-server.ts';
import type { TaobaoGlobalProvider } from './taobao-provider.ts';
import { parseTokenKey, type TokenCipher, tokenCipher } from './token-crypto.ts';
import { topClient } from './top-client.ts';

export interface TaobaoGlobal {
  provider: TaobaoGlobalProvider;
  cipher: TokenCipher;
  /** Where the provider sends the browser back: `{PUBLIC_URL}/api/TaobaoIntToken/Callback`. */
  redirectUri: string;
  syncMinutes: number;
  now: () => Date;
}

/** The service of `env`, or null when it is not configured. */
export function taobaoGlobalFromEnv(env: Env, now: () => Date = () => new Date()): TaobaoGlobal | null {
  if (!env.TAOBAO_APP_KEY || !env.TAOBAO_APP_SECRET || !env.TAOBAO_TOKEN_KEY) return null;
  const base = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  return {
    provider: topClient({
      appKey: env.TAOBAO_APP_KEY,
      appSecret: env.TAOBAO_APP_SECRET,
      apiUrl: env.TAOBAO_API_URL,
      oauthUrl: env.TAOBAO_OAUTH_URL,
      signMethod: env.TAOBAO_SIGN_METHOD,
      now,
    }),
    cipher: tokenCipher(parseTokenKey(env.TAOBAO_TOKEN_KEY)),
    redirectUri: `${base.replace(/\/$/, '')}/api/TaobaoIntToken/Callback`,
    syncMinutes: env.TAOBAO_SYNC_MINUTES,
    now,
  };
}

/** The environment variables that point the client at a running fake (tests and the demo). */
export function envForFake(fake: FakeTaobao, tokenKey: string): Record<string, string> {
  return {
    TAOBAO_APP_KEY: fake.appKey,
    TAOBAO_APP_SECRET: fake.appSecret,
    TAOBAO_API_URL: `${fake.url}/router/rest`,
    TAOBAO_OAUTH_URL: fake.url,
    TAOBAO_TOKEN_KEY: tokenKey,
  };
}

/**
 * Development only: when no TAOBAO_APP_KEY is set, starts the seeded fake provider in this process
 * and answers `env` pointed at it, with a token key kept in `{dataDir}/taobao-token.key` (mode
 * 0600). Returns the fake too, to close on shutdown. Production: `env` unchanged, no fake.
 */
export async function withDevTaobao(env: Env, dataDir: string): Promise<{ env: Env; fake: FakeTaobao | null }> {
  if (env.NODE_ENV === 'production' || env.TAOBAO_APP_KEY) return { env, fake: null };
  const file = path.join(dataDir, 'taobao-token.key');
  let key: string;
  if (existsSync(file)) key = readFileSync(file, 'utf8').trim();
  else {
    key = randomBytes(32).toString('hex');
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, key, { mode: 0o600 });
  }
  const fake = await startFakeTaobao({ appKey: 'demo-app-key', seed: true });
  return { env: { ...env, ...envForFake(fake, env.TAOBAO_TOKEN_KEY ?? key) } as Env, fake };
}
