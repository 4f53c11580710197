import { z } from 'zod';
import { isProductImageUrl, isProductPageUrl } from '../product-hosts.ts';
import { isoDate, MAX_LINE_FEN, moneyFen, quantity, safeText, tooLong, vnd } from './common.ts';
import { site } from './product.ts';

/** Messages of the cart item's own rules (decision 0022). */
export const cartMessages = {
  productLink: 'Chỉ nhận link sản phẩm Taobao, Tmall, 1688 hoặc Pinduoduo',
  productImage: 'Chỉ nhận ảnh https từ Taobao, Tmall, 1688 hoặc Pinduoduo',
  lineTooLarge: 'Thành tiền một sản phẩm tối đa ¥1.000.000 (đơn giá × số lượng)',
};

/** Longest texts of a cart line, in characters: the API's bounds, which the product form counts against. */
export const cartTextMax = { title: 500, shopName: 200, skuName: 50, skuValue: 200, note: 1000 } as const;

/** Each text field's own messages (decision 0008: a 600-character name must say it is too long, not missing). */
export const cartTextMessages = {
  titleRequired: 'Vui lòng nhập tên sản phẩm',
  titleTooLong: tooLong('Tên sản phẩm', cartTextMax.title),
  shopNameRequired: 'Vui lòng nhập tên shop',
  shopNameTooLong: tooLong('Tên shop', cartTextMax.shopName),
  skuNameRequired: 'Vui lòng nhập tên thuộc tính',
  skuNameTooLong: tooLong('Tên thuộc tính', cartTextMax.skuName),
  skuValueRequired: 'Vui lòng nhập giá trị thuộc tính',
  skuValueTooLong: tooLong('Giá trị thuộc tính', cartTextMax.skuValue),
  noteTooLong: tooLong('Ghi chú', cartTextMax.note),
};

/**
 * A line big enough that the product form asks "is this quantity right?" before adding it (decision 0032:
 * 10,000 × ¥12.50, about 456 million ₫, went in without a word): 100 units or more, or ¥10,000
 * (1,000,000 fen, about 36 million ₫ at 3,650 ₫/¥) or more. Rule and reasons: docs/decisions/0032.
 */
export const LARGE_LINE_QUANTITY = 100;
export const LARGE_LINE_FEN = 1_000_000;

/** True when `quantity` × `unitPriceFen` is a line to confirm (see LARGE_LINE_QUANTITY, LARGE_LINE_FEN). */
export function isLargeLine(unitPriceFen: number, quantity: number): boolean {
  return quantity >= LARGE_LINE_QUANTITY || unitPriceFen * quantity >= LARGE_LINE_FEN;
}

/** The URL check reports what is not an http(s) URL; the host rules speak only of those. */
function isHttpUrl(u: string): boolean {
  try {
    return /^https?:$/.test(new URL(u).protocol);
  } catch {
    return false;
  }
}

const httpUrl = z.url({ protocol: /^https?$/, error: 'Link không hợp lệ' }).max(2000, 'Link quá dài');
/** A product page of a supported shop (its short links too). */
export const productPageUrl = httpUrl.refine((u) => !isHttpUrl(u) || isProductPageUrl(u), cartMessages.productLink);
/** A product image over https from a supported shop's image hosts. */
export const productImageUrl = httpUrl.refine((u) => !isHttpUrl(u) || isProductImageUrl(u), cartMessages.productImage);

/** POST /ShoppingCart. `unitPriceFen` is the shop's price in fen (1 CNY = 100 fen); a line is at
 *  most MAX_LINE_FEN. `url` must be a page of a supported shop and `imageUrl` an https image of its
 *  image hosts (links.ts `isProductPageUrl`, `isProductImageUrl`): staff open both. */
export const cartItemInput = z
  .object({
    site,
    productId: z
      .string()
      .regex(/^\d{5,20}$/, 'Mã sản phẩm không hợp lệ')
      .nullable(),
    url: productPageUrl,
    title: safeText(cartTextMax.title, cartTextMessages.titleTooLong, cartTextMessages.titleRequired)
      .trim()
      .min(1, cartTextMessages.titleRequired),
    shopName: safeText(cartTextMax.shopName, cartTextMessages.shopNameTooLong, cartTextMessages.shopNameRequired)
      .trim()
      .min(1, cartTextMessages.shopNameRequired),
    skuProperties: z
      .record(
        safeText(cartTextMax.skuName, cartTextMessages.skuNameTooLong).trim().min(1, cartTextMessages.skuNameRequired),
        safeText(cartTextMax.skuValue, cartTextMessages.skuValueTooLong)
          .trim()
          .min(1, cartTextMessages.skuValueRequired),
        // A refused key is one `invalid_key` issue: say what the key's own check said.
        { error: (issue) => (issue.code === 'invalid_key' ? issue.issues[0]?.message : undefined) },
      )
      .refine((o) => Object.keys(o).length <= 10, 'Tối đa 10 thuộc tính')
      .default({}),
    unitPriceFen: moneyFen,
    quantity,
    imageUrl: productImageUrl.nullable().default(null),
    note: safeText(cartTextMax.note, cartTextMessages.noteTooLong).trim().default(''),
    /** "Cần báo giá": staff price the line before the deposit; `unitPriceFen` is the customer's estimate. */
    needsQuote: z.boolean().default(false),
  })
  .refine((o) => o.unitPriceFen * o.quantity <= MAX_LINE_FEN, {
    message: cartMessages.lineTooLarge,
    path: ['quantity'],
  });
export type CartItemInput = z.input<typeof cartItemInput>;

/** PUT /ShoppingCart/{id}. No defaults here: zod 4 applies a default even inside `.optional()`, so
 *  `{ quantity }` alone would become `{ quantity, note: '' }` and wipe the customer's note. */
export const cartItemUpdate = z
  .object({
    quantity: quantity.optional(),
    note: cartItemInput.shape.note.removeDefault().optional(),
    needsQuote: z.boolean().optional(),
  })
  .refine(
    (o) => o.quantity !== undefined || o.note !== undefined || o.needsQuote !== undefined,
    'Không có gì để cập nhật',
  );

export const cartItem = z.object({
  id: z.number().int(),
  site,
  productId: z.string().nullable(),
  url: z.string(),
  title: z.string(),
  shopName: z.string(),
  skuProperties: z.record(z.string(), z.string()),
  unitPriceFen: z.number().int(),
  quantity: z.number().int(),
  imageUrl: z.string().nullable(),
  note: z.string(),
  needsQuote: z.boolean(),
  amountFen: z.number().int(),
  estimatedVnd: vnd,
  createdAt: isoDate,
});
export type CartItem = z.infer<typeof cartItem>;

/** GET /ShoppingCart: items grouped by shop, valued at the current purchase rate. */
export const cart = z.object({
  exchangeRate: z.number().int().nullable(),
  shops: z.array(
    z.object({ site, shopName: z.string(), items: z.array(cartItem), amountFen: z.number().int(), estimatedVnd: vnd }),
  ),
  itemCount: z.number().int(),
  amountFen: z.number().int(),
  estimatedVnd: vnd,
});
export type Cart = z.infer<typeof cart>;
