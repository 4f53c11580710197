/** Recognises a failed dynamic import (a lazy chunk gone after a deploy) across browsers. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error ?? '');
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS|error loading dynamically imported/i.test(
    message,
  );
}
