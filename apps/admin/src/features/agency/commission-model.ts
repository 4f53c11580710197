/**
 * Page model of the commission rules (decision 0119): one row per service, whether it earns a
 * commission, the base fee it is a percentage of (fixed by the service), the percent as typed
 * (`1,5` or `1.5`, at most two decimals: basis points, 1 % = 100) and the months after linking
 * (0: forever). `toRulesInput` turns the rows into the PUT body, or names the first bad row.
 */
import {
  type CommissionBase,
  type CommissionRule,
  type CommissionRulesInput,
  type CommissionService,
  commissionServices,
} from '@app/shared/contracts/agency';

export interface RuleRow {
  service: CommissionService;
  base: CommissionBase;
  enabled: boolean;
  percent: string;
  months: number;
}

/** The base fee each service's commission is a percentage of (the contract refuses any other). */
export const baseOf: Record<CommissionService, CommissionBase> = { purchase: 'service_fee', pay_on_behalf: 'pob_fee' };

/** `150` → `1,5`; `1000` → `10`; `5` → `0,05` (vi-VN decimal comma). */
export function basisPointsToPercent(bp: number): string {
  const whole = Math.trunc(bp / 100);
  const frac = String(bp % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return frac ? `${whole},${frac}` : String(whole);
}

/** `1,5` or `1.5` → 150; null for anything not a percent from 0 to 100 with at most two decimals. */
export function percentToBasisPoints(text: string): number | null {
  const m = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(text.trim().replace(/\s*%$/, ''));
  if (!m?.[1]) return null;
  const bp = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return bp <= 10_000 ? bp : null;
}

/** One row per service, in the contract's order; a service without a rule is off (1 %, forever as a start). */
export function toRows(rules: readonly CommissionRule[]): RuleRow[] {
  return commissionServices.map((service) => {
    const rule = rules.find((r) => r.service === service);
    return {
      service,
      base: baseOf[service],
      enabled: Boolean(rule),
      percent: basisPointsToPercent(rule?.percentBasisPoints ?? 100),
      months: rule?.months ?? 0,
    };
  });
}

/** The PUT body from the rows (only the rows switched on), or the first bad row and what is wrong. */
export function toRulesInput(
  rows: readonly RuleRow[],
): { ok: true; input: CommissionRulesInput } | { ok: false; service: CommissionService; field: 'percent' | 'months' } {
  const rules: CommissionRule[] = [];
  for (const row of rows) {
    if (!row.enabled) continue;
    const bp = percentToBasisPoints(row.percent);
    if (bp === null) return { ok: false, service: row.service, field: 'percent' };
    if (!Number.isInteger(row.months) || row.months < 0 || row.months > 120)
      return { ok: false, service: row.service, field: 'months' };
    rules.push({ service: row.service, base: row.base, percentBasisPoints: bp, months: row.months });
  }
  return { ok: true, input: { rules } };
}
