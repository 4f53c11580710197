/**
 * antd-mobile's Stepper with an accessible name on its inner input (the Stepper forwards neither
 * `id` nor `aria-*` to the input it renders, only to its wrapper).
 */
import { Stepper, type StepperRef } from 'antd-mobile';
import { useEffect, useRef } from 'react';

export function QuantityStepper(props: { label: string; value: number; onChange: (value: number) => void }) {
  const ref = useRef<StepperRef>(null);
  useEffect(() => {
    ref.current?.nativeElement?.setAttribute('aria-label', props.label);
  }, [props.label]);
  return (
    <Stepper
      ref={ref}
      min={1}
      max={100_000}
      digits={0}
      value={props.value}
      onChange={(v) => props.onChange(Number.isFinite(v) && v >= 1 ? Math.round(v) : 1)}
      style={{ '--height': '36px', '--input-width': '48px', '--button-width': '36px' }}
    />
  );
}
