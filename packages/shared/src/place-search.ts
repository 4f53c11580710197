/**
 * Searching place names as people type them (decision 0036): without accents ("ha noi" finds "Hà Nội",
 * đ/Đ as d), with or without spaces ("hanoi", "tphcm"), and by the short or old names a place goes
 * by (`hcm`, `sài gòn`, `hn`; a province merged in 2025 by its former name). The names are data:
 * province-aliases.ts (decision 0036).
 */

/** Lower case, no diacritics, đ → d, punctuation as spaces, spaces collapsed: "TP.HCM" → "tp hcm". */
export function foldPlace(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * True when folded `query` is in folded `name`, or, spaces aside, starts at one of its words: "hanoi"
 * is in "thanh pho ha noi" (at "ha"), while "hn" is not in "tinh ninh binh" ("tin·hn·inh" is no word start).
 */
function matchesFolded(name: string, q: string): boolean {
  if (name.includes(q)) return true;
  const compactQuery = q.replaceAll(' ', '');
  let compact = '';
  const starts: number[] = [];
  for (const word of name.split(' ')) {
    starts.push(compact.length);
    compact += word;
  }
  return starts.some((at) => compact.startsWith(compactQuery, at));
}

/** A place to search: its name as shown, other names it goes by, and names it had before a merger. */
export interface SearchablePlace {
  label: string;
  aliases?: readonly string[];
  former?: readonly string[];
}

/** A place found; `former` is the old name that found it (to say "Gồm tỉnh Bình Dương cũ"). */
export interface PlaceHit<P> {
  place: P;
  former?: string;
}

/**
 * The places `query` finds, in their order, those found by their own name first, then by another
 * name, then by a former one. An empty query finds every place.
 */
export function searchPlaces<P extends SearchablePlace>(places: readonly P[], query: string): PlaceHit<P>[] {
  const q = foldPlace(query);
  if (!q) return places.map((place) => ({ place }));
  const byName: PlaceHit<P>[] = [];
  const byAlias: PlaceHit<P>[] = [];
  const byFormer: PlaceHit<P>[] = [];
  for (const place of places) {
    if (matchesFolded(foldPlace(place.label), q)) byName.push({ place });
    else if (place.aliases?.some((a) => matchesFolded(foldPlace(a), q))) byAlias.push({ place });
    else {
      const former = place.former?.find((f) => matchesFolded(foldPlace(f), q));
      if (former) byFormer.push({ place, former });
    }
  }
  return [...byName, ...byAlias, ...byFormer];
}
