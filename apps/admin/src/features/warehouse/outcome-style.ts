/**
 * How the station presents each scan outcome: a colour (antd Alert type and a background the staff
 * see from a step away) and a sound (sounds.ts). Good news is green, "already done" blue, a parcel to
 * look at (unclaimed) orange, anything refused red.
 */
import type { ScanOutcome } from '@app/shared/contracts/parcel';

export type Tone = 'success' | 'info' | 'warning' | 'error';

export const toneOf: Record<ScanOutcome, Tone> = {
  received: 'success',
  arrived: 'success',
  bag_received: 'success',
  already_received: 'info',
  unclaimed_created: 'warning',
  wrong_warehouse: 'error',
  not_ready: 'error',
};

/** Background and border of the result panel per tone. */
export const toneColors: Record<Tone, { background: string; border: string }> = {
  success: { background: '#f6ffed', border: '#52c41a' },
  info: { background: '#e6f4ff', border: '#1677ff' },
  warning: { background: '#fff7e6', border: '#fa8c16' },
  error: { background: '#fff1f0', border: '#f5222d' },
};

/** antd Tag colour of an outcome in the history. */
export const tagColorOf: Record<Tone, string> = { success: 'green', info: 'blue', warning: 'orange', error: 'red' };
