/**
 * Settings an admin can change (decision 0071): the timed rules' day counts (DESIGN.md §4), read by
 * the jobs when they run and saved by PUT /Admin/Settings. Saving also enqueues, in the same
 * transaction, a sweep of the timed rules (modules/jobs/timed-rules.ts), so a shortened delay takes
 * effect at once for the orders it now makes due.
 */
import {
  defaultSettings,
  type SettingName,
  type SettingsInput,
  type SettingsView,
  type SettingValues,
  settingNames,
} from '@app/shared/contracts/setting';
import type { Db, Executor } from '../../db/client.ts';
import { transaction } from '../../lib/db/transaction.ts';
import { changedFields, writeAudit } from '../../lib/events/audit.ts';
import type { Actor } from '../../lib/platform/actor.ts';
import * as repo from './setting.repository.ts';

/** Called with the transaction that saved new settings (the jobs module enqueues its sweep). */
type SavedListener = (tx: Executor) => Promise<void>;
const savedListeners = new Map<string, SavedListener>();

/** Registers `listener` (by `key`, replacing one of the same key) to run in the transaction that saves settings. */
export function onSettingsSaved(key: string, listener: SavedListener): void {
  savedListeners.set(key, listener);
}

async function read(db: Executor): Promise<SettingsView> {
  const rows = await repo.listSettings(db);
  const values: SettingValues = { ...defaultSettings };
  for (const row of rows) {
    if ((settingNames as string[]).includes(row.key)) values[row.key as SettingName] = row.value;
  }
  const latest = rows[0];
  return {
    ...values,
    updatedAt: latest ? latest.updatedAt.toISOString() : null,
    updatedBy: latest ? (latest.updatedBy ?? 'Hệ thống') : null,
  };
}

/** The settings in force (defaults for those never saved), each in its unit (days, hours, đồng). */
export async function currentSettings(db: Executor): Promise<SettingValues> {
  const { updatedAt: _a, updatedBy: _b, ...values } = await read(db);
  return values;
}

/** GET /Admin/Settings: the settings in force and who saved them last. */
export function getSettings(db: Db): Promise<SettingsView> {
  return read(db);
}

/**
 * PUT /Admin/Settings: saves every setting (bounds checked by the contract; one left out keeps its
 * value) by `actor`; audited as
 * `setting.save` with the settings that changed (decision 0096).
 */
export async function saveSettings(db: Db, actor: Actor, input: SettingsInput): Promise<SettingsView> {
  return transaction(db, async (tx) => {
    const current = await currentSettings(tx);
    const values: Record<string, number> = {};
    // A setting the request leaves out keeps its value in force.
    for (const name of settingNames) values[name] = input[name] ?? current[name];
    const change = changedFields(current, values);
    await repo.saveSettings(tx, values, actor.userId);
    await writeAudit(tx, actor, { action: 'setting.save', subjectType: 'setting', subjectId: 'settings', ...change });
    for (const listener of savedListeners.values()) await listener(tx);
    return read(tx);
  });
}
