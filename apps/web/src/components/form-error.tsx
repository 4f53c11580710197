import { errorMarker } from './reveal-error.ts';

/** The form-level error under a form (the API's Vietnamese `Message`), announced to screen readers
 *  and marked for revealFirstError (components/reveal-error.ts). */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p className="form-error" role="alert" data-testid="form-error" {...{ [errorMarker]: '' }}>
      {message}
    </p>
  );
}
