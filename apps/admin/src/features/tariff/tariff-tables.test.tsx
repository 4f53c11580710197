// @vitest-environment jsdom
/**
 * The version in force as readable tables (decision 0099): §4's tiers in words and amounts in vi-VN,
 * and a route the version prices none for is flagged.
 */
import '../../test/dom.ts';
import { defaultConsignmentTariff } from '@app/shared/consignment-fees';
import type { TariffShape } from '@app/shared/contracts/tariff';
import { defaultPurchaseFeeTariff } from '@app/shared/fees';
import { defaultPayOnBehalfTariff } from '@app/shared/pay-on-behalf-fees';
import { defaultShippingTariffs } from '@app/shared/shipping';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TariffTables } from './tariff-tables.tsx';

afterEach(cleanup);

const tariff: TariffShape = {
  exchangeRates: { purchase: 3650, consignment: 3600 },
  purchase: defaultPurchaseFeeTariff,
  consignment: defaultConsignmentTariff,
  payOnBehalf: defaultPayOnBehalfTariff,
  routeTariffs: [{ routeId: 1, tariff: defaultShippingTariffs.hanoi }],
};

describe('TariffTables', { timeout: 30_000 }, () => {
  it('reads the tiers in words and warns about a route without its own tariff', () => {
    render(
      <TariffTables
        tariff={tariff}
        routes={[
          { id: 1, name: 'Kho Quảng Châu → Kho Hà Nội' },
          { id: 2, name: 'Kho Quảng Châu → Kho TP.HCM' },
        ]}
      />,
    );
    const text = (screen.getByTestId('tariff-tables').textContent ?? '').replaceAll('\u00a0', ' ');
    expect(text).toContain('Dưới 1.000.000 ₫');
    expect(text).toContain('Từ 300.000.000 ₫ trở lên');
    expect(text).toContain('2,5%');
    expect(text).toContain('3.600 ₫/¥');
    expect(text).toContain('Dưới 10 kg');
    expect(text).toContain('28.000 ₫/kg');
    expect(text).toContain('Trên 500');
    expect(screen.getAllByTestId('tariff-route')).toHaveLength(2);
    expect(text.match(/chưa có biểu phí riêng/g)).toHaveLength(1);
  });
});
