/** The sync's pure rules: the platform's trade states mapped (DESIGN.md §3.3), order codes, the schedule. */
import { describe, expect, it } from 'vitest';
import { taobaoSyncCron } from '../jobs/jobs.service.ts';
import { mapTradeStatus, taobaoGlobalOrderCode } from './taobao-sync.service.ts';

describe('trade states', () => {
  it('keeps the machine states, maps the platform variants, skips unknown ones', () => {
    expect(
      [
        'WAIT_BUYER_PAY',
        'TRADE_NO_CREATE_PAY',
        'PAY_PENDING',
        'WAIT_SELLER_SEND_GOODS',
        'SELLER_CONSIGNED_PART',
        'WAIT_BUYER_CONFIRM_GOODS',
        'TRADE_BUYER_SIGNED',
        'TRADE_FINISHED',
        'TRADE_CLOSED',
        'TRADE_CLOSED_BY_TAOBAO',
        'SOMETHING_NEW',
      ].map(mapTradeStatus),
    ).toEqual([
      'WAIT_BUYER_PAY',
      'WAIT_BUYER_PAY',
      'WAIT_BUYER_PAY',
      'WAIT_SELLER_SEND_GOODS',
      'SELLER_CONSIGNED_PART',
      'WAIT_BUYER_CONFIRM_GOODS',
      'WAIT_BUYER_CONFIRM_GOODS',
      'TRADE_FINISHED',
      'TRADE_CLOSED',
      'TRADE_CLOSED',
      null,
    ]);
  });
});

describe('codes and schedule', () => {
  it('numbers orders TG{yy}{mm}-{n} in Vietnam time', () => {
    expect(taobaoGlobalOrderCode(123, new Date('2026-11-30T18:00:00Z'))).toBe('TG2612-000123');
  });

  it('writes the crontab line of the sync interval', () => {
    expect(taobaoSyncCron(30)).toBe('*/30 * * * * taobao_sync');
    expect(taobaoSyncCron(120)).toBe('0 */2 * * * taobao_sync');
    expect(taobaoSyncCron(1440)).toBe('0 0 * * * taobao_sync');
  });
});
