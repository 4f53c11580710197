import { describe, expect, it } from 'vitest';
import {
  canRecordRefund,
  parsePobFilter,
  parseRefundAmount,
  parseRefundFilter,
  referenceHref,
  refundableFen,
  refundSourceText,
  timelineEvents,
} from './pob-model.ts';

describe('pay-on-behalf page model', () => {
  it('reads the queue filter from the URL, pending by default', () => {
    expect(parsePobFilter(null)).toBe('pending');
    expect(parsePobFilter('processing')).toBe('processing');
    expect(parsePobFilter('all')).toBe('all');
    expect(parsePobFilter('accepted')).toBe('pending');
  });

  it('reads the refund filters: pending and every source by default', () => {
    expect(parseRefundFilter(null, null)).toEqual({ status: 'pending', source: 'all' });
    expect(parseRefundFilter('approved', 'taobao_global')).toEqual({ status: 'approved', source: 'taobao_global' });
    expect(parseRefundFilter('all', 'bogus')).toEqual({ status: 'all', source: 'all' });
  });

  it('makes a link of web references only', () => {
    expect(referenceHref('https://qr.alipay.com/abc123')).toBe('https://qr.alipay.com/abc123');
    expect(referenceHref('m.tb.cn/h.5xYz')).toBe('https://m.tb.cn/h.5xYz');
    expect(referenceHref('3981234567890123')).toBeNull();
    expect(referenceHref('seller@alipay.cn')).toBeNull();
    expect(referenceHref('6222 0210 0112 3456')).toBeNull();
    expect(referenceHref('javascript:alert(1)')).toBeNull();
    expect(referenceHref('1.2.3/abc')).toBeNull();
  });

  it('leaves to refund what was paid less approved and pending requests', () => {
    const refunds = [
      { status: 'pending', amountFen: 3_000 },
      { status: 'rejected', amountFen: 9_000 },
    ] as never;
    expect(refundableFen({ totalFen: 20_000, refundedFen: 5_000, refunds })).toBe(12_000);
    expect(refundableFen({ totalFen: 5_000, refundedFen: 5_000, refunds })).toBe(0);
    expect(canRecordRefund({ status: 'paid', totalFen: 20_000, refundedFen: 0, refunds: [] })).toBe(true);
    expect(canRecordRefund({ status: 'processing', totalFen: 20_000, refundedFen: 0, refunds: [] })).toBe(false);
    expect(canRecordRefund({ status: 'completed', totalFen: 20_000, refundedFen: 20_000, refunds: [] })).toBe(false);
  });

  it('parses the refund amount in yuan and refuses more than is left', () => {
    expect(parseRefundAmount('120,50', 20_000)).toEqual({ ok: true, fen: 12_050 });
    expect(parseRefundAmount('¥200', 20_000)).toEqual({ ok: true, fen: 20_000 });
    expect(parseRefundAmount('200.01', 20_000)).toEqual({ ok: false, reason: 'too-large' });
    expect(parseRefundAmount('0', 20_000)).toEqual({ ok: false, reason: 'invalid' });
    expect(parseRefundAmount('mười', 20_000)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('turns the timeline into events with the previous status and the system for no one', () => {
    const events = timelineEvents(
      {
        timeline: [
          { status: 'pending', at: '2026-11-27T01:00:00.000Z', by: 'Lê Thị Hồng', note: null },
          { status: 'processing', at: '2026-11-27T02:00:00.000Z', by: null, note: 'x' },
        ],
      },
      'Hệ thống',
    );
    expect(events[0]).toMatchObject({ fromStatus: null, toStatus: 'pending', actorName: 'Lê Thị Hồng' });
    expect(events[1]).toMatchObject({
      fromStatus: 'pending',
      toStatus: 'processing',
      actorName: 'Hệ thống',
      note: 'x',
    });
  });

  it('names a Taobao Global refund with its sub-order', () => {
    const labels = { pay_on_behalf: 'Thanh toán hộ', taobao_global: 'Taobao Global' };
    const sub = (id: string) => `Đơn con ${id}`;
    expect(refundSourceText({ source: 'taobao_global', subOrderId: '123' }, labels, sub)).toBe(
      'Taobao Global · Đơn con 123',
    );
    expect(refundSourceText({ source: 'pay_on_behalf', subOrderId: null }, labels, sub)).toBe('Thanh toán hộ');
  });
});
