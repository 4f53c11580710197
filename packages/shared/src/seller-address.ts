/**
 * The China warehouse's address as Chinese sellers' forms ask for it (decision 0092): 收货人
 * (recipient), 手机号 (phone), 所在地区 (province, city, district), 详细地址 (street). One format for
 * the API's `sendTo.copyText` and the PWA's "Sao chép tất cả".
 */

/** The Chinese field names, in the order sellers' forms ask for them. */
export const sellerFieldNames = {
  recipient: '收货人',
  phone: '手机号',
  region: '所在地区',
  street: '详细地址',
} as const;

export type SellerField = keyof typeof sellerFieldNames;

/** 所在地区 as Chinese forms show it: `广东省 广州市 白云区` (empty parts left out). */
export function regionText(a: { province: string; city: string; district: string }): string {
  return [a.province, a.city, a.district].filter(Boolean).join(' ');
}

/**
 * The whole address for a seller's chat or a form's "paste address" box: each field on its own line
 * as `收货人：KH00042 KG2611-000001` (the full-width colon of Chinese text); empty fields left out.
 */
export function sellerAddressText(a: Record<SellerField, string>): string {
  return (Object.keys(sellerFieldNames) as SellerField[])
    .filter((k) => a[k])
    .map((k) => `${sellerFieldNames[k]}：${a[k]}`)
    .join('\n');
}

/**
 * The recipient (收货人) of a warehouse's template (decision 0099): `{customerCode}`, `{customerName}`
 * and `{orderCode}` filled in, an empty one (no order yet) dropped with its spaces.
 * `('{customerCode} {orderCode}', { customerCode: 'KH00042', orderCode: null })` → `KH00042`.
 */
export function fillRecipient(
  template: string,
  v: { customerCode: string; customerName: string; orderCode: string | null },
): string {
  return template
    .replaceAll('{customerCode}', v.customerCode)
    .replaceAll('{customerName}', v.customerName)
    .replaceAll('{orderCode}', v.orderCode ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}
