/**
 * Settings an admin can change (GET/PUT /Admin/Settings, decision 0071): the timed rules of
 * DESIGN.md §4 (whole days), the withdrawal rules of §3.8 (a new bank account's waiting hours, the
 * amounts per request and per day, in đồng), the complaint window of §3.9 (hours) and the days a paid
 * pay-on-behalf order waits before it completes (decision 0114), each a whole
 * number within its bounds. Services read the value in force when they run (apps/api
 * modules/setting/setting.service.ts `currentSettings`).
 */
import { z } from 'zod';
import { isoDate } from './common.ts';

export type SettingUnit = 'days' | 'hours' | 'vnd';

/** Each setting: its default, its bounds (in its unit), its unit and its Vietnamese name. */
export const settingRules = {
  deliveredCompleteDays: { default: 15, min: 1, max: 90, unit: 'days', label: 'Số ngày tự hoàn thành đơn đã giao' },
  unpaidCancelDays: { default: 7, min: 1, max: 60, unit: 'days', label: 'Số ngày tự hủy đơn chưa đặt cọc' },
  confirmationReminderDays: { default: 3, min: 1, max: 30, unit: 'days', label: 'Số ngày nhắc khách xác nhận giá' },
  withdrawAccountWaitHours: {
    default: 24,
    min: 0,
    max: 168,
    unit: 'hours',
    label: 'Số giờ chờ trước khi dùng tài khoản ngân hàng mới để rút tiền',
  },
  withdrawMinVnd: {
    default: 50_000,
    min: 10_000,
    max: 10_000_000,
    unit: 'vnd',
    label: 'Số tiền rút tối thiểu mỗi lần',
  },
  withdrawMaxVnd: {
    default: 100_000_000,
    min: 100_000,
    max: 2_000_000_000,
    unit: 'vnd',
    label: 'Số tiền rút tối đa mỗi lần',
  },
  withdrawDailyMaxVnd: {
    default: 200_000_000,
    min: 100_000,
    max: 2_000_000_000,
    unit: 'vnd',
    label: 'Số tiền rút tối đa mỗi ngày',
  },
  // 0: no complaints after delivery, and agents' commissions become available at the next run
  // (decision 0119; how the browser tests move time without sleeping).
  complaintWindowHours: {
    default: 48,
    min: 0,
    max: 720,
    unit: 'hours',
    label: 'Số giờ được khiếu nại sau khi giao hàng',
  },
  pobPaidCompleteDays: {
    default: 7,
    min: 1,
    max: 60,
    unit: 'days',
    label: 'Số ngày tự hoàn thành đơn thanh toán hộ đã thanh toán',
  },
} as const satisfies Record<string, { default: number; min: number; max: number; unit: SettingUnit; label: string }>;

export type SettingName = keyof typeof settingRules;
export const settingNames = Object.keys(settingRules) as SettingName[];

const unitText: Record<SettingUnit, string> = { days: ' ngày', hours: ' giờ', vnd: ' ₫' };
const amount = (n: number) => n.toLocaleString('vi-VN');

/** The schema of one setting: a whole number within its bounds, with a Vietnamese message. */
export function settingField(name: SettingName) {
  const { min, max, label, unit } = settingRules[name];
  const range = `${label} phải từ ${amount(min)} đến ${amount(max)}${unitText[unit]}`;
  return z
    .number({ error: `Vui lòng nhập ${label.charAt(0).toLowerCase()}${label.slice(1)}` })
    .int(range)
    .min(min, range)
    .max(max, range);
}

/**
 * PUT /Admin/Settings: the timed rules are required (as ever); the later settings are optional, a
 * missing one keeping its value in force.
 */
export const settingsInput = z.object({
  deliveredCompleteDays: settingField('deliveredCompleteDays'),
  unpaidCancelDays: settingField('unpaidCancelDays'),
  confirmationReminderDays: settingField('confirmationReminderDays'),
  withdrawAccountWaitHours: settingField('withdrawAccountWaitHours').optional(),
  withdrawMinVnd: settingField('withdrawMinVnd').optional(),
  withdrawMaxVnd: settingField('withdrawMaxVnd').optional(),
  withdrawDailyMaxVnd: settingField('withdrawDailyMaxVnd').optional(),
  complaintWindowHours: settingField('complaintWindowHours').optional(),
  pobPaidCompleteDays: settingField('pobPaidCompleteDays').optional(),
});
export type SettingsInput = z.infer<typeof settingsInput>;

/** Every setting's value in force. */
export type SettingValues = Record<SettingName, number>;

const value = z.number().int();
/** The settings in force, and who last saved them (null: never saved, the defaults apply). */
export const settingsView = z.object({
  deliveredCompleteDays: value,
  unpaidCancelDays: value,
  confirmationReminderDays: value,
  withdrawAccountWaitHours: value,
  withdrawMinVnd: value,
  withdrawMaxVnd: value,
  withdrawDailyMaxVnd: value,
  complaintWindowHours: value,
  pobPaidCompleteDays: value,
  updatedAt: isoDate.nullable(),
  updatedBy: z.string().nullable(),
});
export type SettingsView = z.infer<typeof settingsView>;

/** The defaults, as the settings read when no admin saved any. */
export const defaultSettings = Object.fromEntries(
  settingNames.map((n) => [n, settingRules[n].default]),
) as SettingValues;
