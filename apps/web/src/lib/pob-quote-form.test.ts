/** The pay-on-behalf form's model: the contract's checks per line, the quote's match and countdown. */
import { describe, expect, it } from 'vitest';
import {
  checkDraft,
  type DraftLine,
  draftTotalFen,
  formatCountdown,
  missingVnd,
  newDraftLine,
  quoteMatches,
  secondsLeft,
  signatureOf,
} from './pob-quote-form.ts';

const line = (over: Partial<DraftLine> = {}): DraftLine => ({
  ...newDraftLine(),
  reference: 'https://m.tb.cn/h.abc',
  amountFen: 12_850,
  ...over,
});

describe('pay-on-behalf form model', () => {
  it('passes good lines trimmed, as the API takes them', () => {
    const r = checkDraft([line({ reference: '  https://m.tb.cn/h.abc ', note: ' shop A ' })]);
    expect(r).toEqual({
      ok: true,
      lines: [{ channel: 'alipay_daifu', reference: 'https://m.tb.cn/h.abc', amountFen: 12_850, note: 'shop A' }],
    });
  });

  it('puts each contract message on the line and field it belongs to', () => {
    const a = line({ reference: '   ' });
    const b = line({ amountFen: undefined });
    const c = line({ amountFen: 0 });
    const r = checkDraft([a, b, c]);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors[a.key]).toEqual({ reference: 'Vui lòng nhập link, tài khoản hoặc mã đơn' });
    expect(r.errors[b.key]).toEqual({ amountFen: 'Vui lòng nhập số tiền' });
    expect(r.errors[c.key]).toEqual({ amountFen: 'Số tiền phải lớn hơn 0 ¥' });
    expect(r.listError).toBeNull();
  });

  it('refuses an empty list and more than 20 lines with a message for the list', () => {
    const none = checkDraft([]);
    expect(none.ok === false && none.listError).toBe('Vui lòng nhập ít nhất một khoản cần thanh toán');
    const many = checkDraft(Array.from({ length: 21 }, () => line()));
    expect(many.ok === false && many.listError).toBe('Tối đa 20 khoản mỗi đơn');
  });

  it('adds the amounts typed so far, empty ones as 0', () => {
    expect(draftTotalFen([line({ amountFen: 10_050 }), line({ amountFen: undefined }), line({ amountFen: 5 })])).toBe(
      10_055,
    );
  });

  it('keeps a quote only while the lines are exactly the ones it priced', () => {
    const draft = [line(), line({ channel: 'cn_bank', reference: '6222 0000 1111' })];
    const checked = checkDraft(draft);
    if (!checked.ok) throw new Error('draft should pass');
    const sig = signatureOf(checked.lines);
    expect(quoteMatches(sig, draft)).toBe(true);
    // spaces around do not change what is sent
    expect(quoteMatches(sig, [{ ...draft[0]!, reference: ' https://m.tb.cn/h.abc  ' }, draft[1]!])).toBe(true);
    expect(quoteMatches(sig, [{ ...draft[0]!, amountFen: 12_851 }, draft[1]!])).toBe(false);
    expect(quoteMatches(sig, [draft[0]!])).toBe(false);
    expect(quoteMatches(sig, [draft[1]!, draft[0]!])).toBe(false);
    expect(quoteMatches(sig, [{ ...draft[0]!, amountFen: undefined }, draft[1]!])).toBe(false);
  });

  it('counts the quote down in whole seconds and never below zero', () => {
    const now = Date.parse('2026-11-27T10:00:00.000Z');
    expect(secondsLeft('2026-11-27T10:30:00.000Z', now)).toBe(1800);
    expect(secondsLeft('2026-11-27T10:00:00.900Z', now)).toBe(0);
    expect(secondsLeft('2026-11-27T09:59:00.000Z', now)).toBe(0);
    expect(formatCountdown(1800)).toBe('30:00');
    expect(formatCountdown(1799)).toBe('29:59');
    expect(formatCountdown(59)).toBe('00:59');
  });

  it('says how much the wallet lacks', () => {
    expect(missingVnd(480_000, 200_000)).toBe(280_000);
    expect(missingVnd(480_000, 500_000)).toBe(0);
  });
});
