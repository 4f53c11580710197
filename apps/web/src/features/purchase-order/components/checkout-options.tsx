/** The VN warehouse (Hà Nội / TP.HCM) and the options Kiểm đếm, Đóng gỗ, Bảo hiểm. */
import type { Warehouse } from '@app/shared/contracts/address';
import type { OrderOptions } from '@app/shared/contracts/purchase-order';
import { orderMessages as m } from '../../../messages/order.ts';
import { ChoiceRow } from './choice-row.tsx';
import { Section } from './section.tsx';

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
          detail={m.options[k].hint}
        />
      ))}
    </Section>
  );
}
