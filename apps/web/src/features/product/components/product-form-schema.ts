/**
 * The product form's schema: the shared cartItemInput rules (same messages as the API, each text
 * field with its own too-long message), plus what a person types or pastes: the price in yuan as
 * the shop shows it (`¥12.50`, `12,5`, `12.50 元` → 1250 fen via parseCnyToFen), SKU options as
 * name → value rows (blank rows dropped), an optional image link.
 */
import { cartItemInput, cartTextMax, cartTextMessages } from '@app/shared/contracts/cart';
import type { ProductDraft } from '@app/shared/contracts/product';
import { parseCnyToFen } from '@app/shared/money';
import { z } from 'zod';
import { productMessages as m } from '../../../messages/product.ts';

const wire = cartItemInput.shape;
export const MAX_SKU_ROWS = 10;

const skuRows = z
  .array(z.object({ name: z.string(), value: z.string() }))
  .max(MAX_SKU_ROWS, m.skuMax)
  .superRefine((rows, ctx) => {
    const seen = new Set<string>();
    rows.forEach((row, i) => {
      const name = row.name.trim();
      const value = row.value.trim();
      if (!name && !value) return;
      if (!name) ctx.addIssue({ code: 'custom', path: [i, 'name'], message: cartTextMessages.skuNameRequired });
      else if (name.length > cartTextMax.skuName)
        ctx.addIssue({ code: 'custom', path: [i, 'name'], message: cartTextMessages.skuNameTooLong });
      else if (seen.has(name)) ctx.addIssue({ code: 'custom', path: [i, 'name'], message: m.skuDuplicate });
      if (!value) ctx.addIssue({ code: 'custom', path: [i, 'value'], message: cartTextMessages.skuValueRequired });
      else if (value.length > cartTextMax.skuValue)
        ctx.addIssue({ code: 'custom', path: [i, 'value'], message: cartTextMessages.skuValueTooLong });
      seen.add(name);
    });
  })
  .transform((rows) =>
    Object.fromEntries(rows.filter((r) => r.name.trim() && r.value.trim()).map((r) => [r.name.trim(), r.value.trim()])),
  );

/** `12.50-15.00`, `¥12.50 ~ ¥15.00`: the shop's price range, not the price of the chosen option. */
const priceRange = /\d\s*[-~–—至]\s*[¥￥]?\s*\d/;

const unitPrice = z
  .string()
  .trim()
  .min(1, m.priceRequired)
  .transform((text, ctx) => {
    const fen = parseCnyToFen(text);
    if (fen === null) {
      ctx.addIssue({ code: 'custom', message: priceRange.test(text) ? m.unitPriceRange : m.unitPriceInvalid });
      return z.NEVER;
    }
    return fen;
  })
  .pipe(wire.unitPriceFen);

export const productFormSchema = z.object({
  title: wire.title,
  shopName: wire.shopName,
  sku: skuRows,
  unitPrice,
  quantity: wire.quantity,
  imageUrl: z
    .string()
    .trim()
    .transform((v) => v || null)
    .pipe(wire.imageUrl.unwrap()),
  note: wire.note,
  needsQuote: z.boolean().default(false),
});
export type ProductFormInput = z.input<typeof productFormSchema>;
export type ProductFormOutput = z.output<typeof productFormSchema>;

/**
 * Start values: what the provider knows (nothing but the link for the manual one), the title of the
 * share text the customer pasted when the provider has none, one blank SKU row.
 */
export function productFormDefaults(draft: ProductDraft, shareTitle?: string | null): ProductFormInput {
  const sku = draft.skuOptions.map((o) => ({ name: o.name, value: '' }));
  return {
    title: draft.title ?? shareTitle ?? '',
    shopName: draft.shopName ?? '',
    sku: sku.length ? sku : [{ name: '', value: '' }],
    unitPrice: draft.unitPriceFen ? (draft.unitPriceFen / 100).toFixed(2) : '',
    quantity: 1,
    imageUrl: draft.imageUrl ?? '',
    note: '',
    needsQuote: false,
  };
}
