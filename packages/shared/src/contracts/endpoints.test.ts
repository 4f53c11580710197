/**
 * Every endpoint declaration (*.endpoints.ts): declared once, path parameters matching the params
 * schema, access naming a guard, schemas that load; and no declaration module loads zod or a schema
 * module up front (the PWA's pages would download them, decision 0016).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { permissions } from '../permissions.ts';
import type { Endpoint } from './endpoint.ts';

const dir = import.meta.dirname;
const files = readdirSync(dir).filter((f) => f.endsWith('.endpoints.ts'));

async function allEndpoints(): Promise<[string, Endpoint][]> {
  const out: [string, Endpoint][] = [];
  for (const file of files) {
    const mod = (await import(path.join(dir, file))) as Record<string, Record<string, Endpoint>>;
    for (const [group, endpoints] of Object.entries(mod)) {
      for (const [name, endpoint] of Object.entries(endpoints)) out.push([`${file} ${group}.${name}`, endpoint]);
    }
  }
  return out;
}

describe('endpoint declarations', () => {
  it('declare each method and path once', async () => {
    const endpoints = await allEndpoints();
    expect(endpoints.length).toBeGreaterThanOrEqual(34);
    const keys = endpoints.map(([, e]) => `${e.method} ${e.path}`);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  it.each(files)('%s: access names a guard, path parameters match the params schema, schemas load', async (file) => {
    const mod = (await import(path.join(dir, file))) as Record<string, Record<string, Endpoint>>;
    for (const endpoint of Object.values(mod).flatMap((group) => Object.values(group))) {
      const where = `${endpoint.method} ${endpoint.path}`;
      const access: string = endpoint.access;
      expect(['public', 'customer', 'agent', ...Object.keys(permissions)], where).toContain(access);
      expect(endpoint.path, where).toMatch(/^\/[A-Za-z]/);
      const s = await endpoint.schemas();
      expect(s.response, where).toBeInstanceOf(z.ZodType);
      const inPath = [...endpoint.path.matchAll(/:(\w+)/g)].map((m) => m[1]).sort();
      const inSchema = s.params instanceof z.ZodObject ? Object.keys(s.params.shape).sort() : [];
      expect(inSchema, where).toEqual(inPath);
      if (endpoint.method === 'GET' || endpoint.method === 'DELETE') expect(s.body, where).toBeUndefined();
      expect(await endpoint.schemas(), `${where}: loaded once`).toBe(s);
    }
  });

  it.each([...files, 'endpoint.ts', '../client.ts'])('%s imports schema modules only on demand, zod never', (file) => {
    const source = readFileSync(path.join(dir, file), 'utf8');
    const valueImports = [...source.matchAll(/^import (?!type )[^;]*?from '([^']+)'/gm)].map((m) => m[1]);
    expect(valueImports.filter((m) => !['./endpoint.ts', './errors.ts'].includes(m!))).toEqual([]);
    // zod's namespace imported whole cannot be tree-shaken: 90 KB gzip on every page with a form.
    expect(source).not.toMatch(/import\(\s*'zod'\s*\)/);
  });
});
