/**
 * The tariff in force (GET /Tariff, public, decision 0099) for the numbers the PWA names in its hints
 * (deposit, insurance, the consignment fast surcharge) and for the order page's fee estimate. Until it loads (or offline) the hints name
 * DESIGN.md §4's defaults, the numbers of tariff version 1.
 */
import { defaultConsignmentTariff } from '@app/shared/consignment-fees';
import { tariffEndpoints } from '@app/shared/contracts/tariff.endpoints';
import { defaultPurchaseFeeTariff } from '@app/shared/fees';
import { formatNumber, formatVnd } from '@app/shared/money';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './api-client.ts';
import { queryKeys } from './query-keys.ts';

export const publicTariffQuery = queryOptions({
  queryKey: queryKeys.publicTariff,
  queryFn: ({ signal }) => call(tariffEndpoints.public, { signal }),
  staleTime: 60_000,
});

const percent = (bp: number) => `${formatNumber(bp / 100)}%`;

/** The purchase-fee tariff in force for the order page's estimate (the calculator's defaults until it loads). */
export function usePurchaseTariff() {
  return useQuery(publicTariffQuery).data?.purchase;
}

/** The hint numbers, formatted: `70%`, `3%`, `10.000 ₫`. */
export function useTariffHints() {
  const t = useQuery(publicTariffQuery).data;
  const p = t?.purchase ?? defaultPurchaseFeeTariff;
  const c = t?.consignment ?? defaultConsignmentTariff;
  return {
    deposit: percent(p.depositBasisPoints),
    insurance: percent(p.insuranceBasisPoints),
    consignmentInsurance: percent(c.insuranceBasisPoints),
    fastPerKg: formatVnd(c.fastSurchargePerKgVnd),
  };
}
