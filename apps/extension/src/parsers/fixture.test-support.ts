/** Loads a fixture page of apps/extension/fixtures into a jsdom Document (unit tests only). */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export function fixture(name: string): Document {
  const html = readFileSync(path.resolve(import.meta.dirname, '../../fixtures', name), 'utf8');
  return new DOMParser().parseFromString(html, 'text/html');
}
