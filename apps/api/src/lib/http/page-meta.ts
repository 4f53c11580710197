/**
 * Open Graph tags in the served index.html (decision 0102): a link to an article or a static page
 * shared in Zalo or Facebook shows its title, description and cover, which the crawlers read from
 * the HTML (they run no JavaScript). Every value is HTML-escaped; addresses are made absolute.
 */

/** What a page says about itself; `image` may be a path of ours (`/api/Image/…`). */
export interface PageMeta {
  title: string;
  description: string;
  image: string | null;
  type: 'article' | 'website';
}

/** Finds the meta of a PWA path (`/article/12`), or null when the path has none. */
export type PageMetaLookup = (path: string) => Promise<PageMeta | null>;

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** `s` safe inside an HTML attribute or text. */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => escapes[c]!);
}

/**
 * `html` with `<title>` replaced by the page's and og:title, og:description, og:image, og:url,
 * og:type (and a description) added before `</head>`. `origin` is `https://host`; `path` the page's.
 */
export function injectPageMeta(html: string, meta: PageMeta, origin: string, path: string): string {
  const absolute = (u: string) => (/^https?:\/\//.test(u) ? u : `${origin}${u.startsWith('/') ? '' : '/'}${u}`);
  const tags: [string, string][] = [
    ['og:title', meta.title],
    ['og:description', meta.description],
    ['og:url', absolute(path)],
    ['og:type', meta.type],
  ];
  if (meta.image) tags.push(['og:image', absolute(meta.image)]);
  const head = tags
    .map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content)}" />`)
    .join('\n    ');
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    )
    .replace('</head>', `    ${head}\n  </head>`);
}
