/**
 * Reading helpers shared by the shop parsers: embedded JSON assigned in an inline script, text of
 * the first matching selector, yuan text to fen, shop image URLs. None of them throws: a page that
 * changed answers null, and the panel asks the customer for what is missing.
 */
import { isProductImageUrl } from '@app/shared/product-hosts';

/**
 * The JSON object assigned to `name` in an inline script (`window.rawData = {…};`,
 * `window.__INIT_DATA__={…}`), or the object passed to a call (`Hub.config.set('sku', {…})` with
 * `name` = `Hub.config.set('sku',`). Scans for the balanced braces (strings respected) and parses
 * with JSON.parse, never eval. Null when no script has it or it is not JSON.
 */
export function embeddedJson(doc: Document, name: string): unknown {
  for (const script of Array.from(doc.querySelectorAll('script:not([src])'))) {
    const text = script.textContent ?? '';
    let at = text.indexOf(name);
    while (at >= 0) {
      const found = balancedObject(text, at + name.length);
      if (found !== undefined) return found;
      at = text.indexOf(name, at + 1);
    }
  }
  return null;
}

/** The `{…}` starting at the first `{` after `from` (only `=`, `(`, `,`, quotes and spaces between). */
function balancedObject(text: string, from: number): unknown {
  const start = text.slice(from).search(/\S/);
  let i = from + Math.max(0, start);
  while (i < text.length && /[\s=(,'"a-z_]/i.test(text.charAt(i)) && text.charAt(i) !== '{') i += 1;
  if (text.charAt(i) !== '{') return undefined;
  let depth = 0;
  let quote: string | null = null;
  for (let j = i; j < text.length; j += 1) {
    const c = text.charAt(j);
    if (quote) {
      if (c === '\\') j += 1;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '{') depth += 1;
    else if (c === '}') {
      depth -= 1;
      if (depth === 0) {
        try {
          return JSON.parse(text.slice(i, j + 1));
        } catch {
          return undefined;
        }
      }
    }
  }
  return undefined;
}

/** Trimmed text of the first element matching one of `selectors`, or null. */
export function textOf(doc: Document, ...selectors: string[]): string | null {
  for (const s of selectors) {
    const t = doc.querySelector(s)?.textContent?.replace(/\s+/g, ' ').trim();
    if (t) return t;
  }
  return null;
}

/** `"129.00"`, `"¥ 129"`, `129.5`, `"15.9-19.9"` (the lowest) → fen as an integer; null when not a price. */
export function yuanToFen(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  const m = /(\d{1,9})(?:\.(\d{1,2}))?/.exec(text.replace(/,/g, ''));
  if (!m?.[1]) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** An integer from a number or digit string (`"200"`), else null. */
export function intOf(value: unknown): number | null {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^\d{1,12}$/.test(value.trim())) return Number(value.trim());
  return null;
}

/** A digit id from a number or string, else null. */
export function idOf(value: unknown): string | null {
  const s = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return /^\d{1,20}$/.test(s) ? s : null;
}

/** A non-empty trimmed string, else null. */
export function str(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.replace(/\s+/g, ' ').trim() : null;
}

/** `//img.alicdn.com/x.jpg` or `http://…` → `https://…` when on a shop image host; anything else null. */
export function shopImage(value: unknown): string | null {
  const raw = str(value);
  if (!raw) return null;
  const url = raw.startsWith('//') ? `https:${raw}` : raw.replace(/^http:\/\//, 'https://');
  return isProductImageUrl(url) ? url : null;
}

/** Property access on unknown JSON without throwing: `at(o, 'a', 'b', 0)`. */
export function at(value: unknown, ...path: (string | number)[]): unknown {
  let v = value;
  for (const key of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<string | number, unknown>)[key];
  }
  return v;
}

/** An array, or [] for anything else. */
export function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}
