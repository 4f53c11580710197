/**
 * A calendar day in Vietnam (UTC+7 all year, no daylight saving): the bounds the reconciliation page
 * and the bank review queue both filter on, so a figure and the list behind it count the same rows.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

/** The bounds of `date` (YYYY-MM-DD) in Vietnam: [00:00+07:00, the next 00:00+07:00). */
export function vnDayBounds(date: string): { from: Date; to: Date } {
  const from = new Date(`${date}T00:00:00+07:00`);
  return { from, to: new Date(from.getTime() + DAY_MS) };
}
