/** Placeholder until the page is written. */
export function Component() {
  return null;
}
