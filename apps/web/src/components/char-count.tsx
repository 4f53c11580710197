/**
 * "45/50 ký tự" beside a label once a text nears its limit (80 %), red past it: a field no longer
 * cuts a pasted text silently (decision 0008), the person sees how much is too much. Limits come from the
 * shared contract (e.g. cartTextMax), so they match the API's.
 */
import { commonMessages as m } from '../messages/common.ts';

export function CharCount({ value, max }: { value: string | null | undefined; max: number }) {
  const n = value?.length ?? 0;
  if (n < max * 0.8) return null;
  return (
    <span className="char-count" data-over={n > max ? '' : undefined} data-testid="char-count">
      {m.charCount(n, max)}
    </span>
  );
}
