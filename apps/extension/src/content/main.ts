/**
 * Content script on the shops' item pages: reads the page (parsers, DOM and embedded JSON only; no
 * request to the shop) and mounts the panel in a shadow root (open, so the browser tests can reach it; the page's CSS
 * cannot). Everything runs inside
 * try/catch: whatever the page does, reading it never breaks it.
 */
import { parsePage } from '../parsers/parse-page.ts';
import { mountPanel } from './panel.ts';
import { panelCss } from './panel-style.ts';

function start(): void {
  try {
    if (document.getElementById('mua-ho-extension-panel')) return;
    const product = parsePage(document, location.href);
    if (!product) return;
    const host = document.createElement('div');
    host.id = 'mua-ho-extension-panel';
    const root = host.attachShadow({ mode: 'open' });
    const style = document.createElement('style');
    style.textContent = panelCss;
    root.append(style);
    document.documentElement.append(host);
    mountPanel(root, product, new Date().toISOString());
  } catch {
    // the page stays as it was
  }
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
