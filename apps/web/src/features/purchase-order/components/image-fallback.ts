/** Shop images often refuse hotlinking: a broken one becomes a neutral tile (its alt text is kept). */
const placeholder =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 1 1'%3E%3Crect width='1' height='1' fill='%23e7e5e4'/%3E%3C/svg%3E";

export function onImageError(e: { currentTarget: HTMLImageElement }): void {
  if (e.currentTarget.src !== placeholder) e.currentTarget.src = placeholder;
}
