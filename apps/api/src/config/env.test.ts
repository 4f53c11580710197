/** Environment parsing: production requirements and TRUST_PROXY forms (decision 0021). */
import { describe, expect, it } from 'vitest';
import { apiDocsEnabled, loadEnv, staffTotpRequired } from './env.ts';

const secret = 'x'.repeat(40);

describe('loadEnv', () => {
  it('refuses production without DATABASE_URL or JWT_SECRET, naming each', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/DATABASE_URL is required[\s\S]*JWT_SECRET is required/);
    expect(() => loadEnv({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db' })).toThrow(
      /JWT_SECRET is required in production/,
    );
    expect(() => loadEnv({ NODE_ENV: 'production', JWT_SECRET: secret })).toThrow(/DATABASE_URL is required/);
    expect(loadEnv({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db', JWT_SECRET: secret }).NODE_ENV).toBe(
      'production',
    );
    expect(loadEnv({}).NODE_ENV).toBe('development');
  });

  it('trusts no proxy by default, and takes addresses or a hop count, never `true`', () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadEnv({ TRUST_PROXY: '127.0.0.1,10.0.0.0/8' }).TRUST_PROXY).toBe('127.0.0.1,10.0.0.0/8');
    expect(() => loadEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });

  it('serves the API docs outside production, in production only with API_DOCS=true', () => {
    const prod = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db', JWT_SECRET: secret };
    expect(apiDocsEnabled(loadEnv({}))).toBe(true);
    expect(apiDocsEnabled(loadEnv(prod))).toBe(false);
    expect(apiDocsEnabled(loadEnv({ ...prod, API_DOCS: 'true' }))).toBe(true);
  });

  it('requires staff TOTP in production by default, elsewhere only with STAFF_TOTP_REQUIRED=true (decision 0098)', () => {
    const prod = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db', JWT_SECRET: secret };
    expect(staffTotpRequired(loadEnv({}))).toBe(false);
    expect(staffTotpRequired(loadEnv({ STAFF_TOTP_REQUIRED: 'true' }))).toBe(true);
    expect(staffTotpRequired(loadEnv(prod))).toBe(true);
    expect(staffTotpRequired(loadEnv({ ...prod, STAFF_TOTP_REQUIRED: 'false' }))).toBe(false);
    expect(() => loadEnv({ STAFF_TOTP_REQUIRED: 'yes' })).toThrow(/STAFF_TOTP_REQUIRED/);
  });
});
