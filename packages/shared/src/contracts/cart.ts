import { z } from 'zod';
import { isoDate, vnd } from './common.ts';
import { site } from './product.ts';

const httpUrl = z.url({ protocol: /^https?$/, error: 'Link không hợp lệ' }).max(2000, 'Link quá dài');

/** POST /ShoppingCart. `unitPriceFen` is the shop's price in fen (1 CNY = 100 fen). */
export const cartItemInput = z.object({
  site,
  productId: z
    .string()
    .regex(/^\d{5,20}$/, 'Mã sản phẩm không hợp lệ')
    .nullable(),
  url: httpUrl,
  title: z.string({ error: 'Vui lòng nhập tên sản phẩm' }).trim().min(1, 'Vui lòng nhập tên sản phẩm').max(500),
  shopName: z.string({ error: 'Vui lòng nhập tên shop' }).trim().min(1, 'Vui lòng nhập tên shop').max(200),
  skuProperties: z
    .record(z.string().trim().min(1).max(50), z.string().trim().min(1, 'Vui lòng nhập giá trị thuộc tính').max(200))
    .refine((o) => Object.keys(o).length <= 10, 'Tối đa 10 thuộc tính')
    .default({}),
  unitPriceFen: z
    .number({ error: 'Vui lòng nhập đơn giá' })
    .int('Đơn giá không hợp lệ')
    .min(1, 'Đơn giá phải lớn hơn 0')
    .max(100_000_000, 'Đơn giá quá lớn'),
  quantity: z
    .number({ error: 'Vui lòng nhập số lượng' })
    .int('Số lượng phải là số nguyên')
    .min(1, 'Số lượng tối thiểu là 1')
    .max(100_000, 'Số lượng quá lớn'),
  imageUrl: httpUrl.nullable().default(null),
  note: z.string().trim().max(1000, 'Ghi chú tối đa 1000 ký tự').default(''),
});
export type CartItemInput = z.input<typeof cartItemInput>;

/** PUT /ShoppingCart/{id}. No defaults here: zod 4 applies a default even inside `.optional()`, so
 *  `{ quantity }` alone would become `{ quantity, note: '' }` and wipe the customer's note. */
export const cartItemUpdate = z
  .object({
    quantity: cartItemInput.shape.quantity.optional(),
    note: cartItemInput.shape.note.removeDefault().optional(),
  })
  .refine((o) => o.quantity !== undefined || o.note !== undefined, 'Không có gì để cập nhật');

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
