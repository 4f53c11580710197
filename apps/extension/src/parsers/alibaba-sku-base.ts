/**
 * Taobao's and Tmall's shared item data (their desktop item pages are one app since 2023): the
 * object at `__ICE_APP_CONTEXT__.loaderData.home.data.res`, the same shape the mtop detail API
 * answers: `item` (itemId, title, images), `seller` (shopName), `skuBase.props` (pid, name,
 * values[vid, name, image]), `skuBase.skus` (skuId, propPath `pid:vid;pid:vid`), `skuCore.sku2info`
 * (per skuId, and `0` for the item: `price.priceMoney` in fen or `price.priceText` in yuan,
 * `subPrice` the promotion price, `quantity` the stock). Sources: apps/extension/fixtures/README.md.
 */
import type { ProductProp, ProductSku, Site } from '@app/shared/contracts/product';
import type { PageProduct } from './page-product.ts';
import { at, idOf, intOf, list, shopImage, str, yuanToFen } from './read.ts';

/** A price object `{ priceMoney: 12900, priceText: "129" }` → fen (priceMoney wins, it is exact). */
function priceOf(p: unknown): number | null {
  return intOf(at(p, 'priceMoney')) ?? yuanToFen(at(p, 'priceText'));
}

/** Price, promotion price and stock of one `sku2info` entry; promotion only when below the price. */
function infoOf(info: unknown): Pick<ProductSku, 'priceFen' | 'promotionPriceFen' | 'stock'> {
  const priceFen = priceOf(at(info, 'price'));
  const sub = priceOf(at(info, 'subPrice'));
  const promotionPriceFen = sub !== null && (priceFen === null || sub < priceFen) ? sub : null;
  return { priceFen, promotionPriceFen, stock: intOf(at(info, 'quantity')) };
}

/** Props and SKUs of `res`: each SKU's property names from its propPath. */
function skusOf(res: unknown): { props: ProductProp[]; skus: ProductSku[] } {
  const props: ProductProp[] = list(at(res, 'skuBase', 'props')).flatMap((p) => {
    const name = str(at(p, 'name'));
    if (!name) return [];
    const values = list(at(p, 'values')).flatMap((v) => {
      const vName = str(at(v, 'name'));
      return vName ? [{ vid: idOf(at(v, 'vid')), name: vName, imageUrl: shopImage(at(v, 'image')) }] : [];
    });
    return [{ pid: idOf(at(p, 'pid')), name, values }];
  });
  const sku2info = at(res, 'skuCore', 'sku2info');
  const skus: ProductSku[] = list(at(res, 'skuBase', 'skus')).flatMap((s) => {
    const skuId = idOf(at(s, 'skuId'));
    const propPath = str(at(s, 'propPath'));
    if (!skuId || !propPath) return [];
    const properties: Record<string, string> = {};
    for (const pair of propPath.split(';')) {
      const [pid, vid] = pair.split(':');
      const prop = props.find((p) => p.pid === pid);
      const value = prop?.values.find((v) => v.vid === vid);
      if (prop && value) properties[prop.name] = value.name;
    }
    return [{ skuId, propertyIds: propPath, properties, ...infoOf(at(sku2info, skuId)) }];
  });
  return { props, skus };
}

/** The item-level fields of `res` (null when `res` is not the item data). */
export function fromSkuBase(
  site: Site,
  res: unknown,
): Omit<PageProduct, 'missing' | 'domesticShippingFen' | 'productId'> | null {
  if (!at(res, 'item')) return null;
  const { props, skus } = skusOf(res);
  const item = infoOf(at(res, 'skuCore', 'sku2info', '0'));
  const lowest = (k: 'priceFen' | 'promotionPriceFen') =>
    skus.reduce<number | null>((m, s) => (s[k] !== null && (m === null || (s[k] ?? 0) < m) ? s[k] : m), null);
  return {
    site,
    title: str(at(res, 'item', 'title')),
    shopName: str(at(res, 'seller', 'shopName')),
    imageUrl: shopImage(list(at(res, 'item', 'images'))[0]),
    props,
    skus,
    priceFen: item.priceFen ?? lowest('priceFen'),
    promotionPriceFen: item.promotionPriceFen ?? lowest('promotionPriceFen'),
    priceTiers: [],
    minOrderQuantity: 1,
    stock: item.stock,
  };
}
