/**
 * The product's title inside an app share text, offered as the product name (decision 0034). Taobao,
 * Tmall, 1688 and Pinduoduo share texts put it in one of three places (shapes from
 * ../shared/data/product-urls.json, see links.fixtures.json):
 * - in corner brackets: `【淘宝】https://e.tb.cn/h.… CZ356 「女士针织开衫」 点击链接直接打开`;
 * - in lenticular brackets that are not the app's tag: `【轻薄羽绒服女短款…】https://m.tb.cn/h.…`;
 * - as plain text beside the link: `【拼多多】ESP32C3开发板2.4GWIFI蓝牙模块 https://mobile.yangkeduo.com/…`,
 *   `2.0啊CrATXeu9PaK， https://m.tb.cn/h.… 卡通可爱煤球红米k30手机壳…`.
 * A bare link, or text in the customer's own words, has no title: null.
 */
import { cartTextMax } from './contracts/cart.ts';

/** The apps' own tags, 【淘宝】 and the like: a source, not a title. */
const appTag =
  /^(?:手机)?(?:淘宝|淘寶|天猫|天貓|拼多多|1688|阿里巴巴|闲鱼|閒魚|京东|京東|天猫超市|淘宝网|taobao|tmall|pinduoduo)$/i;
/** What the apps add around the link: instructions, passwords (￥…￥), share codes. */
const boilerplate = [
  /[￥¥$€][A-Za-z0-9]{6,}[￥¥$€]/g,
  /点击链接[^，,。\s]*|(?:再)?选择浏览器[^，,。；;\s]*|或者|淘宝搜索直接打开|[复復][·.]?制这段描述|后到|打开[^，,。\s]*(?:淘宝|淘寶|拼多多)|大促价保/g,
];
const url = /(?:https?:\/\/|\b(?:[a-z0-9-]+\.)+(?:com|cn|hk)\/)\S*/gi;
const han = /\p{Script=Han}/gu;
/** A title found beside the link needs this many Chinese characters (a lone 啊 of a share code is not one). */
const minHan = 6;

function clean(title: string): string | null {
  const t = title
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[\s，,。：:；;!！?？·\-—]+|[\s，,。：:；;!！?？·\-—]+$/g, '');
  return t ? t.slice(0, cartTextMax.title) : null;
}

/** The product title in a share text, trimmed to the cart's title limit; null when there is none. */
export function shareTitle(text: string): string | null {
  for (const m of text.matchAll(/「([^」]+)」/g)) {
    const t = clean(m[1] ?? '');
    if (t) return t;
  }
  for (const m of text.matchAll(/【([^】]+)】/g)) {
    const t = clean(m[1] ?? '');
    if (t && !appTag.test(t)) return t;
  }
  let rest = text.replace(/【[^】]*】/g, ' ');
  for (const pattern of boilerplate) rest = rest.replace(pattern, ' ');
  const pieces = rest
    .split(url)
    .map(clean)
    .filter((p): p is string => p !== null && (p.match(han)?.length ?? 0) >= minHan);
  return pieces.sort((a, b) => (b.match(han)?.length ?? 0) - (a.match(han)?.length ?? 0))[0] ?? null;
}
