/**
 * `<TextField label error … />`: a labelled <input> with its error below, plain elements styled by
 * app/styles.css (no UI kit, so the login screen stays light). Accepts every <input> prop and a
 * `ref` (through `forwardRef`: Preact, which renders the PWA, does not pass `ref` as a prop;
 * decision 0078), so react-hook-form's `register()` can be spread onto it. The error is announced
 * (`role="alert"`), tied to the input with aria-describedby / aria-invalid, and marked for
 * revealFirstError (components/reveal-error.ts).
 */
import { forwardRef, type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { errorMarker } from './reveal-error.ts';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Extra control drawn after the input (e.g. a show-password button). */
  addon?: ReactNode;
  /**
   * Marks the field required before any submit: a `*` after the label (hidden from screen readers,
   * which hear `aria-required`; the accessible name stays the label). No native `required`: the
   * form's schema says what is missing, in Vietnamese.
   */
  required?: boolean;
}

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, addon, id, required, ...input },
  ref,
) {
  const auto = useId();
  const inputId = id ?? auto;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field" data-form-field="">
      <label className="field__label" htmlFor={inputId}>
        {label}
        {required ? (
          <span className="field__required" aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </label>
      <div className="field__control">
        <input
          ref={ref}
          id={inputId}
          className="field__input"
          aria-invalid={error ? true : undefined}
          aria-required={required ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
        {addon}
      </div>
      {hint ? (
        <div id={hintId} className="field__hint">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className="field__error" role="alert" {...{ [errorMarker]: '' }}>
          {error}
        </p>
      ) : null}
    </div>
  );
});
