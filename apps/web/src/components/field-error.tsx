/**
 * The error text under a field or a group of choices: red, announced (`role="alert"`), and marked
 * for revealFirstError (components/reveal-error.ts). Renders nothing without a message.
 */
import type { CSSProperties } from 'react';
import { errorMarker } from './reveal-error.ts';

export function FieldError(props: { id?: string; message: string | null | undefined; style?: CSSProperties }) {
  if (!props.message) return null;
  return (
    <p id={props.id} role="alert" className="field-error" {...{ [errorMarker]: '' }} style={props.style}>
      {props.message}
    </p>
  );
}
