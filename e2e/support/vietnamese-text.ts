/**
 * Finds what is not Vietnamese in a screen's visible text: any Chinese or Japanese character, and
 * any word spelt only with ASCII letters that cannot be a Vietnamese syllable written without
 * diacritics ("Cancel", "Page", "Found", "OK") or is a common English word that could ("not",
 * "the"). Brand and loan words the app uses on purpose are allowed; data the customer typed or
 * pasted (product names, shop names, links) is removed by the caller before the check.
 *
 * One allowance is made on purpose (decision 0092): text inside an element marked
 * `data-chinese-for-seller` is the China warehouse's address in Chinese, for the customer to paste
 * into a Chinese seller's form (收货人, 所在地区, 详细地址…), so `visibleText` leaves it out. The mark
 * goes on those pieces only, never on a whole screen; the Vietnamese around them is still checked.
 */
import type { Page } from 'playwright-core';

/** Chinese, Japanese kana, CJK punctuation and full-width forms (「」【】，￥ …). */
export const cjk = /[\u3000-\u303f\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]/u;

/** A Vietnamese syllable written in ASCII letters (onset, nucleus with its glides, coda). */
const syllable =
  /^(?:ngh|ng|nh|ch|gh|gi|kh|ph|qu|th|tr|b|c|d|g|h|k|l|m|n|p|r|s|t|v|x)?(?:oai|oay|oao|oeo|uay|uya|uye|uyu|uoi|uou|ieu|yeu|ai|ao|au|ay|eo|ia|iu|oa|oe|oi|ua|ue|ui|uo|uu|uy|ie|ye|a|e|i|o|u|y)(?:ng|nh|ch|c|m|n|p|t)?$/;

/** English words that happen to spell a Vietnamese syllable: seen in untranslated UI. */
const englishLookalikes = new Set(['not', 'the', 'it', 'is', 'by', 'my', 'me', 'we', 'he', 'you', 'ok', 'top', 'no']);

/** Names, loan words ("trang web", "link", "shop") and Vietnamese abbreviations (TP HCM, TQ, VN) the UI uses on purpose. */
const allowed = new Set(
  [
    'Taobao',
    'Tmall',
    'Pinduoduo',
    'Alibaba',
    'Email',
    'shop',
    'link',
    'web',
    'VietQR',
    'QR',
    'TP',
    'HCM',
    'HN',
    'TQ',
    'VN',
    // Units written the same in Vietnamese.
    'kg',
    'cm',
  ].map((w) => w.toLowerCase()),
);

/** The words of `text` that are not Vietnamese (duplicates removed). */
export function foreignWords(text: string): string[] {
  const found = new Set<string>();
  for (const token of text.match(/[\p{L}\p{M}\p{N}]+/gu) ?? []) {
    if (cjk.test(token)) {
      found.add(token);
      continue;
    }
    // Numbers and codes, letters of Vietnamese words, initials, placeholder digits ("09xx xxx xxx").
    if (/\d/.test(token) || !/^[a-z]+$/i.test(token) || token.length === 1 || /^x+$/i.test(token)) continue;
    const word = token.toLowerCase();
    if (allowed.has(word)) continue;
    if (!syllable.test(word) || englishLookalikes.has(word)) found.add(token);
  }
  // Punctuation marks of Chinese text (「」【】，) are words too for a reader.
  for (const ch of text.match(new RegExp(cjk.source, 'gu')) ?? []) if (!/[\p{L}]/u.test(ch)) found.add(ch);
  return [...found];
}

/** The mark of Chinese meant for a seller's form (decision 0092), left out of the check. */
export const CHINESE_FOR_SELLER = 'data-chinese-for-seller';

/**
 * The visible text of the page, dialogs and toasts included (`innerText` skips `display: none`),
 * plus the placeholders of visible inputs; URLs, link shapes (`item.taobao.com/item.htm?id=…`), e-mail
 * addresses, `exclude` strings (customer data) and elements marked CHINESE_FOR_SELLER removed.
 */
export async function visibleText(page: Page, exclude: readonly string[] = []): Promise<string> {
  let text = await page.evaluate((mark) => {
    // Hidden for the reading only (innerText skips `display: none`), then shown again as they were.
    const marked = Array.from(document.querySelectorAll<HTMLElement>(`[${mark}]`));
    const displays = marked.map((el) => el.style.display);
    for (const el of marked) el.style.display = 'none';
    const placeholders = Array.from(
      document.querySelectorAll<HTMLInputElement>('input[placeholder], textarea[placeholder]'),
    )
      .filter((el) => el.offsetParent !== null)
      .map((el) => el.placeholder);
    // biome-ignore lint/performance/useDomNodeTextContent: the visible text is wanted, not hidden nodes'
    const visible = `${document.body.innerText}\n${placeholders.join('\n')}`;
    marked.forEach((el, i) => {
      el.style.display = displays[i] ?? '';
    });
    return visible;
  }, CHINESE_FOR_SELLER);
  text = text
    .replace(/\bhttps?:\/\/\S+/g, ' ')
    .replace(/\S+@\S+\.\S+/g, ' ')
    .replace(/[\w.-]+\.(?:com|cn|hk|vn)\b\S*/g, ' ');
  for (const s of [...exclude].sort((a, b) => b.length - a.length)) text = text.split(s).join(' ');
  return text;
}

/** Throws, naming the screen and the words, when the page shows anything not Vietnamese. */
export async function expectVietnamese(page: Page, screen: string, exclude: readonly string[] = []): Promise<void> {
  const words = foreignWords(await visibleText(page, exclude));
  if (words.length > 0) throw new Error(`${screen}: not Vietnamese: ${words.join(', ')}`);
}
