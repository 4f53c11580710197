/**
 * Prints a parcel label: the SVG from the API goes into a hidden frame sized 100 × 75 mm (an @page
 * rule, so a label printer's driver gets the right page), which the browser prints. Answers a blob:
 * URL of the SVG for the station to show what was printed.
 */
import { fetchLabel } from './api.ts';

export async function printLabel(parcelId: number): Promise<string> {
  const svg = await fetchLabel(parcelId);
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.style.cssText = 'position:fixed;right:0;bottom:0;width:0;height:0;border:0;visibility:hidden';
  frame.srcdoc = `<!doctype html><html><head><meta charset="utf-8"><style>@page{size:100mm 75mm;margin:0}html,body{margin:0}svg{display:block;width:100mm;height:75mm}</style></head><body>${svg.replace(/^<\?xml[^>]*>\s*/, '')}</body></html>`;
  document.body.append(frame);
  await new Promise<void>((resolve) => frame.addEventListener('load', () => resolve(), { once: true }));
  try {
    frame.contentWindow?.focus();
    frame.contentWindow?.print();
  } finally {
    // Printing is synchronous in most browsers; give slow print dialogs a moment before removing.
    setTimeout(() => frame.remove(), 60_000);
  }
  return URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
}
