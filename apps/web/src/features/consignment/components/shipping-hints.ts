/**
 * The hint beside each shipping type: the fast one names the surcharge of the tariff in force
 * (decision 0099), or says "a surcharge per kg" until the price list has loaded.
 */
import { formatVnd } from '@app/shared/money';
import { useQuery } from '@tanstack/react-query';
import { consignmentMessages as m } from '../../../messages/consignment.ts';
import { publicTariffQuery } from '../api/consignment.ts';

export function useShippingHints(): Record<'normal' | 'fast', string> {
  const perKg = useQuery(publicTariffQuery).data?.consignment.fastSurchargePerKgVnd;
  return {
    normal: m.shippingHint.normal,
    fast: perKg === undefined ? m.shippingHint.fast : m.fastHint(formatVnd(perKg)),
  };
}
