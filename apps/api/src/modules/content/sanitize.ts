/**
 * The allow-list every article and page body passes before it is stored (decision 0102): the API
 * never trusts the editor. Kept: headings, paragraphs, lists, bold/italic/underline/strike, links
 * (http, https, mailto; `rel="noopener noreferrer"` forced, `target="_blank"` allowed), images from
 * our own upload addresses or https, blockquote, tables, code, hr. Everything else is dropped —
 * script, style, iframe, svg, forms, `on*` and `style` attributes, javascript: and data: URLs — and
 * the text of script, style, iframe and svg elements goes with them. Library: sanitize-html.
 */
import sanitizeHtml from 'sanitize-html';

/** Our own image addresses (`/api/Image/{uuid}.{ext}`, modules/upload). */
const OWN_IMAGE = /^\/api\/Image\/[0-9a-f-]{36}\.(jpg|png|webp|gif)$/;

function allowedImageSrc(src: string | undefined): boolean {
  if (!src) return false;
  if (OWN_IMAGE.test(src)) return true;
  try {
    return new URL(src).protocol === 'https:';
  } catch {
    return false;
  }
}

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'del',
    'a',
    'img',
    'blockquote',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'code',
    'pre',
    'hr',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // Dropped with their content, not just unwrapped.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'svg', 'math', 'object', 'template'],
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href ? { href: attribs.href } : {}),
        ...(attribs.target === '_blank' ? { target: '_blank' } : {}),
        rel: 'noopener noreferrer',
      },
    }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !allowedImageSrc(frame.attribs.src),
};

/** The HTML `html` with only the allow-list left (a string; empty when nothing is left). */
export function sanitizeBody(html: string): string {
  return sanitizeHtml(html, options).trim();
}

/** The plain text of `html` (tags dropped, whitespace collapsed), for descriptions. */
export function plainText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
}
