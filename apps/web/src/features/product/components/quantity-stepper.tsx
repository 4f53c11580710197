/**
 * antd-mobile's Stepper with an id on its inner input, so a `<label for>` names it: the Stepper
 * itself forwards neither `id` nor `aria-*` to the input it renders.
 */
import { Stepper, type StepperRef } from 'antd-mobile';
import { useEffect, useRef } from 'react';

export function QuantityStepper(props: { id: string; value: number; onChange: (value: number) => void; max?: number }) {
  const ref = useRef<StepperRef>(null);
  useEffect(() => {
    ref.current?.nativeElement?.setAttribute('id', props.id);
  }, [props.id]);
  return (
    <Stepper
      ref={ref}
      min={1}
      max={props.max ?? 100_000}
      digits={0}
      value={props.value}
      onChange={(v) => props.onChange(Number.isFinite(v) && v >= 1 ? Math.round(v) : 1)}
      style={{ '--height': '40px', '--input-width': '64px', '--button-width': '40px' }}
    />
  );
}
