/**
 * Puts text on the clipboard. The Clipboard API needs a secure context (plain http on a LAN address
 * has none) and may be refused; then the older way, a hidden textarea and `execCommand('copy')`, is
 * tried. Resolves false when neither works, so the caller can say so (never throws).
 */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    try {
      const area = document.createElement('textarea');
      area.value = text;
      area.setAttribute('readonly', '');
      area.style.position = 'fixed';
      area.style.opacity = '0';
      document.body.append(area);
      area.select();
      const ok = document.execCommand('copy');
      area.remove();
      return ok;
    } catch {
      return false;
    }
  }
}
