/**
 * Prints a parcel label (lib/print-svg.ts). Answers a blob: URL of the SVG for the station to show
 * what was printed.
 */
import { printSvg } from '../../lib/print-svg.ts';
import { fetchLabel } from './api.ts';

export async function printLabel(parcelId: number): Promise<string> {
  const svg = await fetchLabel(parcelId);
  await printSvg(svg);
  return URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
}
