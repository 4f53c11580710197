/** Search folding for place names: lower case, no diacritics, đ → d ("ha noi" finds "Hà Nội"), trimmed. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .trim();
}
