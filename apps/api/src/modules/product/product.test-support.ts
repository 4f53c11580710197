/** Helpers of the product-data provider tests: a fake provider started before the app of the file. */
import { afterAll, beforeAll } from 'vitest';
import { type FakeProductServer, startFakeProductServer } from './fake-product-server.ts';
import { envForFakeProduct } from './product.config.ts';

/**
 * Starts a fake provider before the app (call before `useTestApp(env)`) and closes it after. `env`
 * (with `extra`) is filled when the fake listens, before the app reads it.
 */
export function useFakeProduct(extra: Record<string, string> = {}): {
  env: Record<string, string>;
  fake: () => FakeProductServer;
} {
  const env: Record<string, string> = {};
  let fake: FakeProductServer | undefined;
  beforeAll(async () => {
    fake = await startFakeProductServer({ key: 'test-key', secret: 'test-secret' });
    Object.assign(env, envForFakeProduct(fake), extra);
  });
  afterAll(async () => {
    await fake?.close();
  });
  return { env, fake: () => fake! };
}
