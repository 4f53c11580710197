import { commissionRulesInput } from '@app/shared/contracts/agency';
import { describe, expect, it } from 'vitest';
import { basisPointsToPercent, percentToBasisPoints, toRows, toRulesInput } from './commission-model.ts';

describe('commission rules page model', () => {
  it('writes basis points as a vi-VN percent and reads it back', () => {
    expect(basisPointsToPercent(150)).toBe('1,5');
    expect(basisPointsToPercent(1000)).toBe('10');
    expect(basisPointsToPercent(5)).toBe('0,05');
    expect(percentToBasisPoints('1,5')).toBe(150);
    expect(percentToBasisPoints('1.25 %')).toBe(125);
    expect(percentToBasisPoints('100')).toBe(10_000);
    expect(percentToBasisPoints('100,01')).toBeNull();
    expect(percentToBasisPoints('1,234')).toBeNull();
    expect(percentToBasisPoints('-1')).toBeNull();
  });

  it('shows one row per service, off when the service has no rule', () => {
    const rows = toRows([{ service: 'pay_on_behalf', base: 'pob_fee', percentBasisPoints: 2000, months: 12 }]);
    expect(rows).toEqual([
      { service: 'purchase', base: 'service_fee', enabled: false, percent: '1', months: 0 },
      { service: 'pay_on_behalf', base: 'pob_fee', enabled: true, percent: '20', months: 12 },
    ]);
  });

  it('sends only the rows switched on, in a body the contract accepts', () => {
    const rows = toRows([]).map((r) => ({ ...r, enabled: true, percent: '2,5', months: 6 }));
    const out = toRulesInput(rows);
    expect(out).toEqual({
      ok: true,
      input: {
        rules: [
          { service: 'purchase', base: 'service_fee', percentBasisPoints: 250, months: 6 },
          { service: 'pay_on_behalf', base: 'pob_fee', percentBasisPoints: 250, months: 6 },
        ],
      },
    });
    if (out.ok) expect(commissionRulesInput.safeParse(out.input).success).toBe(true);
    expect(toRulesInput(toRows([]))).toEqual({ ok: true, input: { rules: [] } });
  });

  it('names the first bad row', () => {
    const rows = toRows([]).map((r) => ({ ...r, enabled: true }));
    expect(toRulesInput([{ ...rows[0]!, percent: 'mười' }, rows[1]!])).toEqual({
      ok: false,
      service: 'purchase',
      field: 'percent',
    });
    expect(toRulesInput([rows[0]!, { ...rows[1]!, months: 121 }])).toEqual({
      ok: false,
      service: 'pay_on_behalf',
      field: 'months',
    });
  });
});
