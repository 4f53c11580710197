/** The hint beside each shipping type: the fast one names the surcharge of the tariff in force (decision 0099). */
import { useTariffHints } from '../../../lib/public-tariff.ts';
import { consignmentMessages as m } from '../../../messages/consignment.ts';

export function useShippingHints(): Record<'normal' | 'fast', string> {
  return { normal: m.shippingHint.normal, fast: m.fastHint(useTariffHints().fastPerKg) };
}
