import { describe, expect, it } from 'vitest';
import { type ProductFormInput, productFormSchema } from './product-form-schema.ts';

const base: ProductFormInput = {
  title: 'Áo khoác',
  shopName: 'Shop A',
  sku: [{ name: '', value: '' }],
  unitPrice: '59.90',
  quantity: 2,
  imageUrl: '',
  note: '',
};
const errorsOf = (input: Partial<ProductFormInput>) => {
  const r = productFormSchema.safeParse({ ...base, ...input });
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('product form schema', () => {
  it('turns yuan into fen, rows into SKU properties, a blank image into null', () => {
    const out = productFormSchema.parse({
      ...base,
      unitPrice: '12,5',
      sku: [
        { name: ' Màu sắc ', value: 'Đen' },
        { name: '', value: '' },
        { name: 'Kích cỡ', value: 'XL' },
      ],
    });
    expect(out).toMatchObject({
      unitPrice: 1250,
      sku: { 'Màu sắc': 'Đen', 'Kích cỡ': 'XL' },
      imageUrl: null,
      note: '',
    });
  });

  it.each([
    [{ unitPrice: '' }, 'unitPrice', 'Vui lòng nhập đơn giá'],
    [{ unitPrice: '12.345' }, 'unitPrice', 'Đơn giá không hợp lệ (ví dụ: 12.50, 12,5 hoặc ¥12.50)'],
    [{ unitPrice: '¥12.50-15.00' }, 'unitPrice', 'Nhập giá của phân loại bạn chọn (một số, không phải khoảng giá)'],
    [{ unitPrice: '0' }, 'unitPrice', 'Đơn giá phải lớn hơn 0'],
    [{ title: '  ' }, 'title', 'Vui lòng nhập tên sản phẩm'],
    [{ title: 'x'.repeat(600) }, 'title', 'Tên sản phẩm tối đa 500 ký tự'],
    [{ shopName: '' }, 'shopName', 'Vui lòng nhập tên shop'],
    [{ shopName: 'x'.repeat(201) }, 'shopName', 'Tên shop tối đa 200 ký tự'],
    [{ note: 'x'.repeat(1001) }, 'note', 'Ghi chú tối đa 1000 ký tự'],
    [{ sku: [{ name: 'M'.repeat(51), value: 'Đen' }] }, 'sku.0.name', 'Tên thuộc tính tối đa 50 ký tự'],
    [{ sku: [{ name: 'Màu', value: 'Đ'.repeat(201) }] }, 'sku.0.value', 'Giá trị thuộc tính tối đa 200 ký tự'],
    [{ imageUrl: 'ftp://x/y.jpg' }, 'imageUrl', 'Link không hợp lệ'],
    [{ sku: [{ name: 'Màu', value: '' }] }, 'sku.0.value', 'Vui lòng nhập giá trị thuộc tính'],
    [{ sku: [{ name: '', value: 'Đen' }] }, 'sku.0.name', 'Vui lòng nhập tên thuộc tính'],
    [
      {
        sku: [
          { name: 'Màu', value: 'Đen' },
          { name: 'Màu', value: 'Trắng' },
        ],
      },
      'sku.1.name',
      'Tên thuộc tính bị trùng',
    ],
  ])('%j → %s: %s', (input, path, message) => {
    expect(errorsOf(input)[path]).toBe(message);
  });

  it.each([
    ['¥12.50', 1250],
    ['￥12.50', 1250],
    ['12.50 元', 1250],
    ['12,5', 1250],
    ['12.50', 1250],
  ])('accepts the price %j as copied from the shop (%i fen)', (unitPrice, fen) => {
    expect(productFormSchema.parse({ ...base, unitPrice }).unitPrice).toBe(fen);
  });

  it('carries "cần báo giá" (false unless ticked)', () => {
    expect(productFormSchema.parse(base).needsQuote).toBe(false);
    expect(productFormSchema.parse({ ...base, needsQuote: true }).needsQuote).toBe(true);
  });
});
