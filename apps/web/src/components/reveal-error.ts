/**
 * One way for every form to show what stopped it (decision 0033: "Đặt hàng" looked dead while its error
 * sat at the top of the page, out of view). Error texts carry `data-form-error` (FieldError,
 * FormField, TextField, FormError render it); after a refused submit the first one in page order
 * is scrolled to the middle of the screen, its field flashes (`data-flash`, app/styles/forms.css)
 * and its control takes the focus. No UI kit here: the sign-in screens use it too.
 */
import { type RefObject, useEffect, useRef } from 'react';

/** The attribute that marks an error text; its field is the closest `[data-form-field]`. */
export const errorMarker = 'data-form-error';
const flashMs = 1600;

/**
 * Scrolls to the first error under `root`, flashes its field and focuses its control (without a
 * second scroll). Returns the field, or null when `root` shows no error.
 */
export function revealFirstError(root: ParentNode | null | undefined): HTMLElement | null {
  const error = root?.querySelector<HTMLElement>(`[${errorMarker}]`);
  if (!error) return null;
  const field = error.closest<HTMLElement>('[data-form-field]') ?? error;
  const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  field.scrollIntoView({ block: 'center', behavior: smooth ? 'smooth' : 'auto' });
  // The control the field's label names, else its first input, else its first button (a picker)
  // or link ("Thêm địa chỉ mới" when there is no address to choose).
  const labelled = field.querySelector('label[for]')?.getAttribute('for');
  const control =
    (labelled ? document.getElementById(labelled) : null) ??
    field.querySelector<HTMLElement>('input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), select') ??
    field.querySelector<HTMLElement>('button:not([disabled]), a[href]');
  control?.focus({ preventScroll: true });
  field.setAttribute('data-flash', '');
  window.setTimeout(() => field.removeAttribute('data-flash'), flashMs);
  return field;
}

/**
 * A ref for a form whose first error is revealed whenever `attempt` changes: pass react-hook-form's
 * `formState.submitCount` joined with the API's error text when the form shows one
 * (`${submitCount}:${apiError}`), so a refusal from the server is revealed too. Runs after React
 * has drawn the errors; nothing happens before the first attempt (`0` or `'0:'`).
 */
export function useRevealFirstError<T extends HTMLElement = HTMLFormElement>(
  attempt: string | number,
): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (attempt && attempt !== '0:') revealFirstError(ref.current);
  }, [attempt]);
  return ref;
}
