import { describe, expect, it } from 'vitest';
import { SLUG_PATTERN, slugify } from './slug.ts';

describe('slugify', () => {
  it.each([
    ['Bảng giá vận chuyển – Hà Nội!', 'bang-gia-van-chuyen-ha-noi'],
    ['Đặt hàng Taobao thế nào?', 'dat-hang-taobao-the-nao'],
    ['  Chính sách   đổi trả 2026 ', 'chinh-sach-doi-tra-2026'],
    ['ƯU ĐÃI Tết', 'uu-dai-tet'],
    ['中文', ''],
  ])('%s → %s', (title, slug) => {
    expect(slugify(title)).toBe(slug);
    if (slug) expect(slug).toMatch(SLUG_PATTERN);
  });

  it('cuts a long title at a dash, within the bound', () => {
    const slug = slugify('Hướng dẫn '.repeat(40), 60);
    expect(slug.length).toBeLessThanOrEqual(60);
    expect(slug).toMatch(SLUG_PATTERN);
  });
});
