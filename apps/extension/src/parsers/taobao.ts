/**
 * Taobao and Tmall item pages (`item.taobao.com/item.htm?id=`, `detail.tmall.com/item.htm?id=`,
 * `chaoshi.detail.tmall.com`): the embedded `__ICE_APP_CONTEXT__` (alibaba-sku-base.ts), else what
 * the DOM shows (title, shop, price), so a page whose JSON moved still fills what it can.
 */
import type { Site } from '@app/shared/contracts/product';
import { fromSkuBase } from './alibaba-sku-base.ts';
import { type PageProduct, withMissing } from './page-product.ts';
import { at, embeddedJson, textOf, yuanToFen } from './read.ts';

/** Item id from the page URL (`?id=`), digits only. */
function itemId(url: string): string | null {
  try {
    const id = new URL(url).searchParams.get('id');
    return id && /^\d{5,20}$/.test(id) ? id : null;
  } catch {
    return null;
  }
}

/** The shop's shipping fee as the page shows it (`快递: 8.00`, `运费 ¥10`; `免运费`/`包邮` is 0), fen. */
export function shippingFromText(text: string | null): number | null {
  if (!text) return null;
  if (/免运费|包邮|免邮/.test(text)) return 0;
  const m = /(?:快递|运费|邮费)[^\d]{0,6}(\d+(?:\.\d{1,2})?)/.exec(text);
  return m ? yuanToFen(m[1]) : null;
}

function parseAlibabaItem(site: Site, doc: Document, url: string): PageProduct {
  const res = at(embeddedJson(doc, '__ICE_APP_CONTEXT__'), 'loaderData', 'home', 'data', 'res');
  const base = fromSkuBase(site, res);
  const domPrice = yuanToFen(textOf(doc, '[class*="highlightPrice"] [class*="text"]', '.tm-price', '#J_StrPrice'));
  const shipping =
    shippingFromText(String(at(res, 'componentsVO', 'deliveryVO', 'freight') ?? '')) ??
    shippingFromText(textOf(doc, '[class*="delivery"]', '#J_WlServiceTitle'));
  const variantsShown = !!doc.querySelector('[class*="skuItem"], .J_TSaleProp, [class*="SkuContent"]');
  return withMissing(
    {
      site,
      productId: itemId(url),
      title: base?.title ?? textOf(doc, '[class*="mainTitle"]', 'h1', '.tb-main-title'),
      shopName: base?.shopName ?? textOf(doc, '[class*="shopName"]', '.tb-shop-name', '.slogo-shopname'),
      imageUrl: base?.imageUrl ?? null,
      props: base?.props ?? [],
      skus: base?.skus ?? [],
      priceFen: base?.priceFen ?? domPrice,
      promotionPriceFen: base?.promotionPriceFen ?? null,
      priceTiers: [],
      minOrderQuantity: 1,
      stock: base?.stock ?? null,
      domesticShippingFen: shipping,
    },
    variantsShown,
  );
}

/** Reads a Taobao item page (`item.taobao.com/item.htm?id=…`). Never throws. */
export function parseTaobao(doc: Document, url: string): PageProduct {
  return parseAlibabaItem('taobao', doc, url);
}

/** Reads a Tmall item page (`detail.tmall.com`, `chaoshi.detail.tmall.com`). Never throws. */
export function parseTmall(doc: Document, url: string): PageProduct {
  return parseAlibabaItem('tmall', doc, url);
}
