import { z } from 'zod';
import { isProductImageUrl, isProductPageUrl } from '../product-hosts.ts';
import { weightCategoryKeys } from '../weight-categories.ts';
import { cartSnapshot, cartSources } from './cart-snapshot.ts';
import { isoDate, MAX_LINE_FEN, moneyFen, quantity, safeText, tooLong, vnd } from './common.ts';
import { site } from './product.ts';
import { feeLine } from './purchase-order.ts';

export { type CartSnapshot, cartSnapshot, cartSources } from './cart-snapshot.ts';

/** Per-unit weight in grams a customer or provider may give: 1 g … 1,000 kg. */
export const unitWeightGrams = z
  .number({ error: 'Khối lượng không hợp lệ' })
  .int('Khối lượng phải là số gam nguyên')
  .min(1, 'Khối lượng tối thiểu 1 g')
  .max(1_000_000, 'Khối lượng tối đa 1.000 kg mỗi sản phẩm');

/** China domestic shipping a shop charges, in fen: 0 … ¥100,000. */
export const domesticShippingFen = z
  .number({ error: 'Phí vận chuyển nội địa không hợp lệ' })
  .int('Phí vận chuyển nội địa không hợp lệ')
  .min(0, 'Phí vận chuyển nội địa không được âm')
  .max(10_000_000, 'Phí vận chuyển nội địa tối đa ¥100.000');

/** How far ahead of the server's clock a line's `fetchedAt` may be: 5 minutes (clock drift). */
export const FETCHED_AT_MAX_AHEAD_MS = 5 * 60_000;

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
    /** The shop's SKU id and its property ids (`1627207:28320;20509:28314`), when the page or provider has them. */
    skuId: z
      .string()
      .regex(/^\d{1,20}$/, 'Mã SKU không hợp lệ')
      .nullable()
      .default(null),
    propertyIds: z
      .string()
      .max(500, 'Mã thuộc tính quá dài')
      .regex(/^[\w-]+:[\w-]+(;[\w-]+:[\w-]+)*$/, 'Mã thuộc tính không hợp lệ')
      .nullable()
      .default(null),
    source: z.enum(cartSources, { error: 'Nguồn sản phẩm không hợp lệ' }).default('manual'),
    /** When the page or provider was read (ISO date-time); kept in the line's snapshot. */
    fetchedAt: z.iso
      .datetime({ offset: true, error: 'Thời điểm lấy dữ liệu không hợp lệ' })
      // A clock a little ahead is tolerated; a page "read" later than that is not a reading.
      .refine(
        (v) => Date.parse(v) <= Date.now() + FETCHED_AT_MAX_AHEAD_MS,
        'Thời điểm lấy dữ liệu không được muộn hơn giờ hiện tại quá 5 phút',
      )
      .nullable()
      .default(null),
    /** The shop's price before its promotion, when `unitPriceFen` is a promotion price. */
    listPriceFen: moneyFen.nullable().default(null),
    /** Stock the page or provider showed for the variant. */
    stock: z.number().int().min(0).max(100_000_000).nullable().default(null),
    /** Weight of one unit in grams, when the provider knows it (the landed-cost estimate uses it). */
    weightGrams: unitWeightGrams.nullable().default(null),
    /** China domestic shipping the shop shows, in fen; becomes the shop group's when it has none. */
    domesticShippingFen: domesticShippingFen.nullable().default(null),
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
    /** The customer's weight per unit (grams), or null to go back to the category's or provider's. */
    weightGrams: unitWeightGrams.nullable().optional(),
    weightCategory: z.enum(weightCategoryKeys, { error: 'Loại hàng không hợp lệ' }).nullable().optional(),
  })
  .refine(
    (o) =>
      o.quantity !== undefined ||
      o.note !== undefined ||
      o.needsQuote !== undefined ||
      o.weightGrams !== undefined ||
      o.weightCategory !== undefined,
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
  skuId: z.string().nullable(),
  propertyIds: z.string().nullable(),
  /** Null for lines added before snapshots were kept. */
  snapshot: cartSnapshot.nullable(),
  /** The customer's own weight per unit, and the category picked for the estimate. */
  weightGrams: z.number().int().nullable(),
  weightCategory: z.enum(weightCategoryKeys).nullable(),
});
export type CartItem = z.infer<typeof cartItem>;

/**
 * A shop group's landed-cost estimate in đồng, priced by the order's own fee code (fees.ts,
 * shipping.ts) at the tariff version in force and the customer's level: goods, service fee, China
 * domestic shipping as entered, international shipping from the estimated weight on `routeId`.
 * Every line's `note` says the rule behind its number. Null amounts only while no rate is set.
 */
export const landedEstimate = z.object({
  routeId: z.number().int().nullable(),
  routeName: z.string().nullable(),
  /** Σ weight per unit × quantity, grams; `weightSource` says where the weights came from. */
  weightGrams: z.number().int(),
  weightSource: z.enum(['provider', 'customer', 'category', 'mixed']),
  lines: z.array(feeLine),
  totalVnd: vnd,
});
export type LandedEstimate = z.infer<typeof landedEstimate>;

/** GET /ShoppingCart: items grouped by shop, valued at the current purchase rate. */
export const cart = z.object({
  exchangeRate: z.number().int().nullable(),
  shops: z.array(
    z.object({
      site,
      shopName: z.string(),
      items: z.array(cartItem),
      amountFen: z.number().int(),
      estimatedVnd: vnd,
      /** China domestic shipping for this shop as entered (PUT /ShoppingCart/Shop), fen. */
      domesticShippingFen: z.number().int(),
      estimate: landedEstimate.nullable(),
    }),
  ),
  itemCount: z.number().int(),
  amountFen: z.number().int(),
  estimatedVnd: vnd,
});
export type Cart = z.infer<typeof cart>;

/** GET /ShoppingCart?routeId=: the route the estimates use (default: the customer's default address's). */
export const cartQuery = z.object({
  routeId: z.coerce
    .number({ error: 'Tuyến không hợp lệ' })
    .int('Tuyến không hợp lệ')
    .min(1, 'Tuyến không hợp lệ')
    .optional(),
});

/** PUT /ShoppingCart/Shop: the China domestic shipping the customer enters for one shop group. */
export const cartShopInput = z.object({
  site,
  shopName: cartItemInput.shape.shopName,
  domesticShippingFen,
});
