/**
 * Prints an SVG label from the API (a parcel's or a bag's, 100 × 75 mm): it goes into a hidden frame
 * whose @page rule has the label's size, so a label printer's driver gets the right page; the
 * browser prints the frame once it has loaded. Resolves when the print dialog was opened.
 */
export async function printSvg(svg: string): Promise<void> {
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.style.cssText = 'position:fixed;right:0;bottom:0;width:0;height:0;border:0;visibility:hidden';
  frame.srcdoc = `<!doctype html><html><head><meta charset="utf-8"><style>@page{size:100mm 75mm;margin:0}html,body{margin:0}svg{display:block;width:100mm;height:75mm}</style></head><body>${svg.replace(/^<\?xml[^>]*>\s*/, '')}</body></html>`;
  const loaded = new Promise<void>((resolve) => frame.addEventListener('load', () => resolve(), { once: true }));
  document.body.append(frame);
  await loaded;
  try {
    frame.contentWindow?.focus();
    frame.contentWindow?.print();
  } finally {
    // Printing is synchronous in most browsers; give slow print dialogs a moment before removing.
    setTimeout(() => frame.remove(), 60_000);
  }
}
