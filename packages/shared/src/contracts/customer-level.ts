/**
 * Customer levels (decision 0100): GET/PUT /Admin/CustomerLevel. Percents travel as percents with at
 * most one decimal (70, 7.5); the API stores basis points (percent × 100) as it does for every rate.
 */
import { z } from 'zod';
import { id, safeText } from './common.ts';

/** Most levels a set may hold. */
export const MAX_LEVELS = 20;
/** Highest threshold (100,000 billion đồng): far above any customer, inside a safe integer. */
export const MAX_THRESHOLD_VND = 100_000_000_000_000;

/** A percent between `min` and 100 with at most one decimal. */
function percent(label: string, min: number) {
  const range = `${label} phải từ ${min}% đến 100%`;
  return z
    .number({ error: `Vui lòng nhập ${label.toLowerCase()}` })
    .min(min, range)
    .max(100, range)
    .refine((v) => Math.abs(v * 10 - Math.round(v * 10)) < 1e-9, `${label} chỉ có tối đa một chữ số thập phân`);
}

export const customerLevelInput = z.object({
  /** An existing level's id (kept, customers stay on it); left out for a new level. */
  id: id.optional(),
  name: safeText(50, 'Tên hạng tối đa 50 ký tự').trim().min(1, 'Vui lòng nhập tên hạng'),
  depositPercent: percent('Tỷ lệ đặt cọc', 10),
  serviceFeeDiscountPercent: percent('Giảm phí mua hàng', 0),
  thresholdVnd: z
    .number({ error: 'Vui lòng nhập mốc chi tiêu' })
    .int('Mốc chi tiêu phải là số nguyên đồng')
    .min(0, 'Mốc chi tiêu không được âm')
    .max(MAX_THRESHOLD_VND, 'Mốc chi tiêu quá lớn'),
});
export type CustomerLevelInput = z.infer<typeof customerLevelInput>;

/** PUT /Admin/CustomerLevel: the whole set, thresholds ascending and distinct, the first 0 đ. */
export const customerLevelsInput = z
  .object({
    levels: z.array(customerLevelInput).min(1, 'Cần ít nhất một hạng').max(MAX_LEVELS, `Tối đa ${MAX_LEVELS} hạng`),
  })
  .superRefine(({ levels }, ctx) => {
    if (levels[0] && levels[0].thresholdVnd !== 0) {
      ctx.addIssue({ code: 'custom', path: ['levels', 0, 'thresholdVnd'], message: 'Hạng đầu tiên phải có mốc 0 ₫' });
    }
    levels.forEach((l, i) => {
      const prev = levels[i - 1];
      if (prev && l.thresholdVnd <= prev.thresholdVnd) {
        const message = 'Mốc chi tiêu phải tăng dần, mỗi hạng một mốc khác nhau';
        ctx.addIssue({ code: 'custom', path: ['levels', i, 'thresholdVnd'], message });
      }
      if (l.id !== undefined && levels.findIndex((o) => o.id === l.id) !== i) {
        ctx.addIssue({ code: 'custom', path: ['levels', i, 'id'], message: 'Hạng bị lặp lại' });
      }
    });
  });
export type CustomerLevelsInput = z.infer<typeof customerLevelsInput>;

export const customerLevel = z.object({
  id: z.number().int(),
  name: z.string(),
  depositPercent: z.number(),
  serviceFeeDiscountPercent: z.number(),
  thresholdVnd: z.number().int(),
});
export type CustomerLevel = z.infer<typeof customerLevel>;

export const customerLevels = z.object({ levels: z.array(customerLevel) });
export type CustomerLevels = z.infer<typeof customerLevels>;

/** What the customer sees of their level (GET /CurrentUser `level`). */
export const levelTerms = z.object({
  name: z.string(),
  depositPercent: z.number(),
  serviceFeeDiscountPercent: z.number(),
});
export type LevelTerms = z.infer<typeof levelTerms>;

/** Basis points (7000) → percent (70); percent (7.5) → basis points (750). */
export const percentOfBasisPoints = (bp: number) => bp / 100;
export const basisPointsOfPercent = (percent: number) => Math.round(percent * 100);
