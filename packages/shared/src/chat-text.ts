/**
 * A chat message's text as segments, the web addresses marked, so both front ends render links
 * as elements (never HTML from the text: decision 0112). Only http(s) addresses become links; a
 * closing punctuation mark right after an address stays text ("xem https://a.vn/x." → link without the dot).
 */
export type TextSegment = { text: string; href?: string };

const url = /\bhttps?:\/\/[^\s<>"'`]+/gi;
const trailing = /[.,;:!?)\]}»”’]+$/;

export function splitLinks(text: string): TextSegment[] {
  const out: TextSegment[] = [];
  let at = 0;
  for (const m of text.matchAll(url)) {
    const raw = m[0];
    const href = raw.replace(trailing, '');
    const start = m.index;
    if (start > at) out.push({ text: text.slice(at, start) });
    out.push({ text: href, href });
    at = start + href.length;
  }
  if (at < text.length) out.push({ text: text.slice(at) });
  return out;
}
