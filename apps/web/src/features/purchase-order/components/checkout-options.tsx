/**
 * The VN warehouse (Hà Nội / TP.HCM), the options Kiểm đếm, Đóng gỗ, Bảo hiểm, and how the
 * China–Vietnam shipping is charged (by weight or by volume).
 */
import type { Warehouse } from '@app/shared/contracts/address';
import type { OrderOptions } from '@app/shared/contracts/purchase-order';
import { ChoiceRow } from '../../../components/choice-row.tsx';
import { Section } from '../../../components/section.tsx';
import { useTariffHints } from '../../../lib/public-tariff.ts';
import { orderMessages as m } from '../../../messages/order.ts';

export function WarehouseChoice(props: {
  warehouses: Warehouse[];
  value: number | undefined;
  onChange: (id: number) => void;
  error?: string;
}) {
  return (
    <Section title={m.warehouseTitle} testId="warehouse-choice" field error={props.error}>
      <div role="radiogroup" aria-label={m.warehouseTitle}>
        {props.warehouses.map((w) => (
          <ChoiceRow
            key={w.id}
            type="radio"
            name="vnWarehouseId"
            checked={props.value === w.id}
            onChange={() => props.onChange(w.id)}
            title={w.name}
          />
        ))}
      </div>
    </Section>
  );
}

const keys = ['counting', 'woodenCrate', 'insurance'] as const;

export function OptionsChoice(props: { value: OrderOptions; onChange: (value: OrderOptions) => void }) {
  const hints = useTariffHints();
  return (
    <Section title={m.optionsTitle} testId="options-choice">
      {keys.map((k) => (
        <ChoiceRow
          key={k}
          type="checkbox"
          name={k}
          checked={props.value[k]}
          onChange={(on) => props.onChange({ ...props.value, [k]: on })}
          title={m.options[k].label}
          detail={k === 'insurance' ? m.insuranceHint(hints.insurance) : m.options[k].hint}
        />
      ))}
    </Section>
  );
}

const bases = ['weight', 'volume'] as const;

/** By chargeable weight (default) or by volume (per m³): `options.shippingBasis`. */
export function ShippingBasisChoice(props: { value: OrderOptions; onChange: (value: OrderOptions) => void }) {
  const current = props.value.shippingBasis ?? 'weight';
  return (
    <Section title={m.basisTitle} testId="shipping-basis-choice">
      <div role="radiogroup" aria-label={m.basisTitle}>
        {bases.map((b) => (
          <ChoiceRow
            key={b}
            type="radio"
            name="shippingBasis"
            checked={current === b}
            onChange={() => props.onChange({ ...props.value, shippingBasis: b })}
            title={m.basis[b].label}
            detail={m.basis[b].hint}
          />
        ))}
      </div>
    </Section>
  );
}
