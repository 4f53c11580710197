/**
 * The wire of the OneBound product API (decision 0124), as far as this app reads it: `item_get`
 * and `item_search` answers for Taobao/Tmall, 1688 and Pinduoduo. Lenient on purpose (numbers come
 * as strings or numbers, fields go missing between platforms): a field that does not parse is
 * treated as absent, and only an answer without `error_code` fails. Shape learned from OneBound's
 * public API pages and public client code (recordings/README.md).
 */
import { z } from 'zod';

const text = z.union([z.string(), z.number()]).transform(String);
const opt = <T extends z.ZodType>(t: T) => t.optional().catch(undefined);

export const oneboundSku = z.object({
  sku_id: opt(text),
  /** `1627207:28320;20509:28314`. */
  properties: opt(text),
  /** `1627207:28320:颜色分类:红色;20509:28314:尺码:M`. */
  properties_name: opt(text),
  /** Yuan: what the buyer pays now. */
  price: opt(text),
  /** Yuan: the price before the promotion (OneBound's spelling). */
  orginal_price: opt(text),
  quantity: opt(text),
});
export type OneboundSku = z.infer<typeof oneboundSku>;

export const oneboundItem = z.object({
  num_iid: text,
  title: opt(z.string()),
  /** Yuan, or a range `59.00-79.00`. */
  price: opt(text),
  orginal_price: opt(text),
  promotion_price: opt(text),
  nick: opt(z.string()),
  seller_id: opt(text),
  shop_id: opt(text),
  pic_url: opt(z.string()),
  item_imgs: opt(z.array(z.object({ url: z.string() }))),
  /** `{ "1627207:28320": "颜色分类:红色" }`. */
  props_list: opt(z.record(z.string(), z.string())),
  /** `{ "1627207:28320": "//img.alicdn.com/…" }`: a property value's picture. */
  props_img: opt(z.record(z.string(), z.string())),
  skus: opt(z.object({ sku: z.array(oneboundSku).catch([]) })),
  /** Total stock. */
  num: opt(text),
  /** Kilograms per unit, as the shop declares it. */
  item_weight: opt(text),
  /** 1688: quantity price tiers `[[minQuantity, yuan], …]` and the minimum order quantity. */
  priceRange: opt(z.array(z.tuple([text, text]))),
  min_num: opt(text),
});
export type OneboundItem = z.infer<typeof oneboundItem>;

export const oneboundSearchItem = z.object({
  num_iid: text,
  title: z.string(),
  pic_url: opt(z.string()),
  price: opt(text),
  promotion_price: opt(text),
  sales: opt(text),
  nick: opt(z.string()),
  seller_nick: opt(z.string()),
});

/** Every answer: `error_code` `0000` is success, `2000` an unknown item; the rest are refusals. */
export const oneboundAnswer = z.object({
  error_code: text,
  reason: opt(z.string()),
  error: opt(z.string()),
  item: opt(z.unknown()),
  items: opt(
    z.object({
      page: opt(text),
      pagecount: opt(text),
      item: z.array(z.unknown()).catch([]),
    }),
  ),
});
export type OneboundAnswer = z.infer<typeof oneboundAnswer>;

export const ONEBOUND_OK = '0000';
export const ONEBOUND_NOT_FOUND = '2000';
