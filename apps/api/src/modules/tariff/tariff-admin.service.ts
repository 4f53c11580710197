/**
 * The console's "Biểu phí" (decision 0099): the version in force, every version, publishing a new one
 * (never editing a past one), and the public price list. Publishing writes the version's exchange
 * rates and an audit row (`tariff.publish`, decision 0096) in the same transaction.
 */
import type { PublicTariff, TariffInput, TariffShape, TariffVersion } from '@app/shared/contracts/tariff';
import { routeShippingTariff } from '@app/shared/tariff-lookup';
import type { Db, Executor } from '../../db/client.ts';
import { transaction } from '../../lib/db/transaction.ts';
import { writeAudit } from '../../lib/events/audit.ts';
import type { Actor } from '../../lib/platform/actor.ts';
import { AppError } from '../../lib/platform/app-error.ts';
import { assertMoneyActionAllowed } from '../auth/totp-policy.service.ts';
import { publishRates } from '../exchange-rate/exchange-rate.service.ts';
import { listRoutes } from '../warehouse/warehouse-admin.service.ts';
import * as repo from './tariff.repository.ts';
import { withRatesInForce } from './tariff.service.ts';

/** How far back "now" may be sent (a form opened a while ago), and how far ahead a version may wait. */
const PAST_SLACK_MS = 60_000;
const MAX_AHEAD_MS = 366 * 24 * 3_600_000;

function mapVersion(r: repo.VersionRow, inForceId: number | undefined, now: Date): TariffVersion {
  const status = r.id === inForceId ? 'in_force' : r.effectiveFrom > now ? 'scheduled' : 'past';
  return {
    ...r.body,
    id: r.id,
    effectiveFrom: r.effectiveFrom.toISOString(),
    createdAt: r.createdAt.toISOString(),
    createdBy: r.createdBy ?? 'Hệ thống',
    status,
  };
}

/** GET /Admin/Tariff: the version in force, with the exchange rates in force; 409 `tariff-missing`. */
export async function currentVersion(db: Executor): Promise<TariffVersion> {
  const row = await repo.findInForce(db);
  if (!row) throw new AppError('tariff-missing');
  const view = mapVersion(row, row.id, await repo.dbNow(db));
  return { ...view, ...(await withRatesInForce(db, row.body)) };
}

/** GET /Admin/Tariff/Versions: the newest 100 versions by effective time, each with who and when. */
export async function listVersions(db: Executor): Promise<TariffVersion[]> {
  const [rows, inForce, now] = [await repo.listVersions(db), await repo.findInForce(db), await repo.dbNow(db)];
  return rows.map((r) => mapVersion(r, inForce?.id, now));
}

/**
 * POST /Admin/Tariff: publishes `input` from `input.effectiveFrom` (default now) by `actor`. Refuses,
 * writing nothing: 400 `tariff-effective-from-invalid` more than a minute in the past or a year
 * ahead; 400 `tariff-route-unknown` for a route id that does not exist. Writes the rates that differ
 * from those in force (pay-on-behalf: its first tier's rate) with the same effective time.
 */
export async function publishVersion(db: Db, actor: Actor, input: TariffInput): Promise<TariffVersion> {
  // Prices and rates are money: 403 `totp-setup-required` for an admin without TOTP when required (decision 0098).
  await assertMoneyActionAllowed(db, actor);
  return transaction(db, async (tx) => {
    const now = await repo.dbNow(tx);
    const effectiveFrom = input.effectiveFrom ? new Date(input.effectiveFrom) : now;
    const ahead = effectiveFrom.getTime() - now.getTime();
    if (ahead < -PAST_SLACK_MS || ahead > MAX_AHEAD_MS) throw new AppError('tariff-effective-from-invalid');
    const { effectiveFrom: _e, ...body } = input;
    const routeIds = new Set((await listRoutes(tx)).map((r) => r.id));
    if (body.routeTariffs.some((r) => !routeIds.has(r.routeId))) throw new AppError('tariff-route-unknown');
    const before = await repo.findInForce(tx);
    const beforeBody = before ? await withRatesInForce(tx, before.body) : null;
    const id = await repo.insertVersion(tx, { body, effectiveFrom, createdBy: actor.userId });
    const { purchase, consignment } = body.exchangeRates;
    const payOnBehalf = body.payOnBehalf.rateTiers[0]!.rate;
    await publishRates(tx, actor, { purchase, consignment, pay_on_behalf: payOnBehalf }, effectiveFrom);
    await writeAudit(tx, actor, {
      action: 'tariff.publish',
      subjectType: 'tariff_version',
      subjectId: id,
      before: before ? { id: before.id, effectiveFrom: before.effectiveFrom.toISOString(), ...beforeBody } : null,
      after: { id, effectiveFrom: effectiveFrom.toISOString(), ...body },
    });
    const inForce = await repo.findInForce(tx);
    return mapVersion((await repo.findById(tx, id))!, inForce?.id, now);
  });
}

/** GET /Tariff: the version in force for the public price list: active routes named, no internal fields. */
export async function publicTariff(db: Executor): Promise<PublicTariff> {
  const row = await repo.findInForce(db);
  if (!row) throw new AppError('tariff-missing');
  const body: TariffShape = await withRatesInForce(db, row.body);
  const routes = (await listRoutes(db)).filter((r) => r.active);
  const { routeTariffs: _r, ...numbers } = body;
  return {
    ...numbers,
    effectiveFrom: row.effectiveFrom.toISOString(),
    routes: routes.map((r) => ({
      routeId: r.id,
      from: r.fromName,
      to: r.toName,
      transitDays: r.transitDays,
      tariff: routeShippingTariff(body, r.id).tariff,
    })),
  };
}
