/**
 * Settings an admin can change (GET/PUT /Admin/Settings, decision 0071): the timed rules of
 * DESIGN.md §4, each a whole number of days within its bounds. The timed jobs read the value in
 * force when they run (apps/api modules/jobs/timed-rules.ts).
 */
import { z } from 'zod';
import { isoDate } from './common.ts';

/** Each setting: its default (DESIGN.md §4 "Timed rules"), its bounds (days) and its Vietnamese name. */
export const settingRules = {
  deliveredCompleteDays: { default: 15, min: 1, max: 90, label: 'Số ngày tự hoàn thành đơn đã giao' },
  unpaidCancelDays: { default: 7, min: 1, max: 60, label: 'Số ngày tự hủy đơn chưa đặt cọc' },
  confirmationReminderDays: { default: 3, min: 1, max: 30, label: 'Số ngày nhắc khách xác nhận giá' },
} as const;

export type SettingName = keyof typeof settingRules;
export const settingNames = Object.keys(settingRules) as SettingName[];

function days(name: SettingName) {
  const { min, max, label } = settingRules[name];
  const range = `${label} phải từ ${min} đến ${max} ngày`;
  return z
    .number({ error: `Vui lòng nhập ${label.charAt(0).toLowerCase()}${label.slice(1)}` })
    .int(range)
    .min(min, range)
    .max(max, range);
}

/** PUT /Admin/Settings: every setting, whole days. */
export const settingsInput = z.object({
  deliveredCompleteDays: days('deliveredCompleteDays'),
  unpaidCancelDays: days('unpaidCancelDays'),
  confirmationReminderDays: days('confirmationReminderDays'),
});
export type SettingsInput = z.infer<typeof settingsInput>;

/** The settings in force, and who last saved them (null: never saved, the defaults apply). */
export const settingsView = settingsInput.extend({
  updatedAt: isoDate.nullable(),
  updatedBy: z.string().nullable(),
});
export type SettingsView = z.infer<typeof settingsView>;

/** The defaults, as the settings read when no admin saved any. */
export const defaultSettings: SettingsInput = {
  deliveredCompleteDays: settingRules.deliveredCompleteDays.default,
  unpaidCancelDays: settingRules.unpaidCancelDays.default,
  confirmationReminderDays: settingRules.confirmationReminderDays.default,
};
