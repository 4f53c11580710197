/**
 * The parcels waiting at one VN warehouse, grouped by order (type, code, what is still owed), each
 * parcel a checkbox (code, actual and chargeable weight, tracking code). Checking an order's box toggles all its parcels.
 */
import type { DeliveryAvailable } from '@app/shared/contracts/delivery';
import { formatVnd } from '@app/shared/money';
import { formatWeights } from '@app/shared/parcel-fees';
import { deliveryMessages as m } from '../../../messages/delivery.ts';
import { Choice } from './choice.tsx';

type Warehouse = DeliveryAvailable['warehouses'][number];

/** Actual and chargeable weight side by side (@app/shared formatWeights, one wording everywhere). */
export function weightText(grams: number | null, chargeableKg10: number | null): string {
  return formatWeights(grams, chargeableKg10);
}

export function ParcelPicker(props: {
  warehouse: Warehouse;
  selected: ReadonlySet<number>;
  onChange: (next: Set<number>) => void;
}) {
  const { warehouse, selected } = props;
  function set(ids: number[], on: boolean) {
    const next = new Set(selected);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    props.onChange(next);
  }
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      {warehouse.orders.map((o) => {
        const ids = o.parcels.map((p) => p.id);
        const all = ids.every((id) => selected.has(id));
        return (
          <div key={`${o.type}-${o.id}`} data-testid="delivery-order-group">
            <Choice
              type="checkbox"
              name={`order-${o.type}-${o.id}`}
              checked={all}
              onChange={(on) => set(ids, on)}
              title={`${m.orderTypes[o.type]} ${o.code}`}
              detail={o.remainingVnd > 0 ? m.orderRemaining(formatVnd(o.remainingVnd)) : m.orderPaid}
            />
            <div style={{ paddingLeft: 34 }}>
              {o.parcels.map((p) => (
                <Choice
                  key={p.id}
                  type="checkbox"
                  name="parcelIds"
                  testId="delivery-parcel"
                  checked={selected.has(p.id)}
                  onChange={(on) => set([p.id], on)}
                  title={m.parcelLine(p.code, weightText(p.weightGrams, p.chargeableKg10))}
                  detail={p.trackingCode}
                />
              ))}
            </div>
          </div>
        );
      })}
    </div>
  );
}
