/**
 * The order lines a complaint is about: a checkbox per line and, once chosen, how many of its units
 * (1 to what was bought). The value is the contract's `lines` (`{ lineId, quantity }[]`).
 */
import { ChoiceRow } from '../../../components/choice-row.tsx';
import { QuantityStepper } from '../../../components/quantity-stepper.tsx';
import { complaintMessages as m } from '../../../messages/complaint.ts';

export interface PickableLine {
  id: number;
  title: string;
  imageUrl: string | null;
  units: number;
  detail?: string;
}

export function LinesPicker(props: {
  lines: PickableLine[];
  value: { lineId: number; quantity: number }[];
  onChange: (value: { lineId: number; quantity: number }[]) => void;
}) {
  const chosen = new Map(props.value.map((l) => [l.lineId, l.quantity]));
  const set = (lineId: number, quantity: number | null) => {
    const rest = props.value.filter((l) => l.lineId !== lineId);
    props.onChange(quantity === null ? rest : [...rest, { lineId, quantity }]);
  };
  return (
    <fieldset aria-label={m.linesLabel} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      {props.lines.map((l) => {
        const q = chosen.get(l.id);
        return (
          <div key={l.id} data-testid="complaint-line">
            <ChoiceRow
              type="checkbox"
              name="complaint-line"
              checked={q !== undefined}
              onChange={(on) => set(l.id, on ? 1 : null)}
              title={l.title}
              detail={[m.ordered(l.units), l.detail].filter(Boolean).join(' · ')}
            />
            {q !== undefined && (
              <div style={{ paddingLeft: 34, paddingBottom: 8 }}>
                <QuantityStepper
                  value={q}
                  max={l.units}
                  label={`${m.linesLabel}: ${l.title}`}
                  onChange={(n) => set(l.id, n)}
                />
              </div>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
