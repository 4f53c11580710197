/**
 * The pure mapping from domain events to notifications (decision 0110): who hears of which status,
 * in Vietnamese, with a link that opens the subject; never a money amount; internal chat notes reach
 * no customer.
 */
import { describe, expect, it } from 'vitest';
import { actorOf, notificationsFor, type RuleEvent, type SubjectFacts } from './notification-rules.ts';

const status = (subject: string, from: string | null, to: string, extra: Partial<RuleEvent> = {}): RuleEvent => ({
  type: `${subject}.status_changed`,
  subjectId: 7,
  userId: 3,
  payload: { from, to, actorId: 99, actorName: 'Lê Văn Kế', note: '' },
  ...extra,
});
const facts: SubjectFacts = { code: 'MH2611-000007', userId: 3, handledBy: 42, orderId: null };

describe('notification rules', () => {
  it.each([
    ['purchase_order', 'awaiting_quote', 'awaiting_deposit', 'order', 'đã có báo giá', '/orderOrdering/7'],
    [
      'purchase_order',
      'purchasing',
      'awaiting_customer_confirmation',
      'order',
      'cần bạn xác nhận giá',
      '/orderOrdering/7',
    ],
    ['purchase_order', 'seller_shipped', 'at_cn_warehouse', 'order', 'đã về kho Trung Quốc', '/orderOrdering/7'],
    ['purchase_order', 'in_transit', 'at_vn_warehouse', 'order', 'đã về kho Việt Nam', '/orderOrdering/7'],
    ['consignment_order', 'created', 'at_cn_warehouse', 'order', 'đã về kho Trung Quốc', '/orderShipping/7'],
    ['recharge', 'pending', 'approved', 'finance', 'đã được duyệt', '/transaction'],
    ['withdrawal', 'approved', 'paid', 'finance', 'đã được chuyển', '/wallet/withdraw'],
    ['withdrawal', 'pending', 'rejected', 'finance', 'bị từ chối', '/wallet/withdraw'],
    ['parcel', 'in_transit', 'at_vn_warehouse', 'delivery', 'đã về kho Việt Nam', '/package'],
    ['delivery_request', 'processing', 'shipped', 'delivery', 'đã được gửi đi', '/delivery/7'],
    ['complaint', 'processing', 'offered', 'complaint', 'có đề xuất hoàn tiền', '/orderComplaint/7'],
    ['pay_on_behalf_order', 'processing', 'paid', 'order', 'đã được thanh toán', '/orderPob/7'],
    ['pay_on_behalf_order', 'pending', 'failed', 'order', 'không thành công', '/orderPob/7'],
  ])('%s %s → %s tells the customer (%s: "%s")', (subject, from, to, category, words, link) => {
    const [n, ...more] = notificationsFor(status(subject, from, to), facts);
    expect(more).toEqual([]);
    expect(n).toMatchObject({ to: [{ userId: 3 }], category, link });
    expect(n!.title).toContain(words);
    expect(n!.title).toContain(facts.code);
    expect(`${n!.title} ${n!.body}`).not.toMatch(/\d{3}\.\d{3}|₫/);
  });

  it.each([
    ['purchase_order', null, 'awaiting_deposit'],
    ['purchase_order', 'awaiting_deposit', 'deposited'],
    ['purchase_order', 'at_cn_warehouse', 'in_transit'],
    ['recharge', 'pending', 'pending'],
    ['withdrawal', 'pending', 'approved'],
    ['delivery_request', null, 'requested'],
  ])('%s %s → %s tells nobody', (subject, from, to) => {
    expect(notificationsFor(status(subject, from, to), facts)).toEqual([]);
  });

  it('pay-on-behalf: an agent’s order waits for its customer; staff hear of a new one; refund decisions', () => {
    const [waiting] = notificationsFor(status('pay_on_behalf_order', null, 'awaiting_customer'), facts);
    expect(waiting).toMatchObject({
      to: [{ userId: 3 }],
      title: 'Đại lý đã tạo đơn, chờ bạn xác nhận',
      link: '/orderPob/7',
    });
    const [fresh] = notificationsFor(status('pay_on_behalf_order', null, 'pending'), facts);
    expect(fresh).toMatchObject({ to: [{ permission: 'handle:pay-on-behalf-order' }], link: '/admin/orderPob/7' });
    const ofOrder = { ...facts, orderId: 12 };
    const [approved] = notificationsFor(status('refund_request', 'pending', 'approved'), ofOrder);
    expect(approved).toMatchObject({ to: [{ userId: 3 }], category: 'finance', link: '/orderPob/12' });
    expect(`${approved!.title} ${approved!.body}`).not.toMatch(/\d{3}\.\d{3}|₫/);
    const [asked] = notificationsFor(status('refund_request', null, 'pending'), ofOrder);
    expect(asked).toMatchObject({ to: [{ permission: 'approve:pob-refund' }] });
    expect(notificationsFor(status('refund_request', 'pending', 'rejected'), ofOrder)[0]!.title).toContain(
      'bị từ chối',
    );
    expect(notificationsFor(status('pay_on_behalf_order', 'pending', 'processing'), facts)).toEqual([]);
  });

  it("leaves a parcel of an order to its order's statuses, but always tells of a lost one", () => {
    const ofOrder = { ...facts, orderId: 5 };
    expect(notificationsFor(status('parcel', 'in_transit', 'at_vn_warehouse'), ofOrder)).toEqual([]);
    expect(notificationsFor(status('parcel', 'in_transit', 'lost'), ofOrder)).toHaveLength(1);
  });

  it('tells staff of new recharges and complaints by permission, linking to the console', () => {
    expect(notificationsFor(status('recharge', null, 'pending'), facts)).toEqual([
      expect.objectContaining({ to: [{ permission: 'approve:recharge' }], link: '/admin/recharge' }),
    ]);
    expect(notificationsFor(status('complaint', null, 'pending'), facts)).toEqual([
      expect.objectContaining({ to: [{ permission: 'handle:complaint' }], link: '/admin/complaint/7' }),
    ]);
  });

  it("tells a complaint's handler of the customer's counter-offer and acceptance", () => {
    expect(notificationsFor(status('complaint', 'offered', 'processing'), facts)).toEqual([
      expect.objectContaining({ to: [{ userId: 42 }], link: '/admin/complaint/7' }),
    ]);
    const resolved = notificationsFor(status('complaint', 'offered', 'resolved'), facts);
    expect(resolved.map((n) => n.to)).toEqual([[{ userId: 3 }], [{ userId: 42 }]]);
  });

  it('tells nothing when the subject is gone', () => {
    expect(notificationsFor(status('purchase_order', 'purchasing', 'purchased'), null)).toEqual([]);
  });

  describe('chat', () => {
    const chat = (payload: Record<string, unknown>): RuleEvent => ({
      type: 'chat_message.posted',
      subjectId: 1,
      userId: 3,
      payload: { thread: 'order-7', seq: 2, ...payload },
    });

    it('tells the customer of a staff reply and never of an internal note', () => {
      expect(notificationsFor(chat({ fromStaff: true, internal: false, senderId: 9 }), null)).toEqual([
        expect.objectContaining({ to: [{ userId: 3 }], category: 'chat', link: '/chat/order-7' }),
      ]);
      expect(notificationsFor(chat({ fromStaff: true, internal: true, senderId: 9 }), null)).toEqual([]);
    });

    it('tells the assigned member of a customer message, or everyone who answers chats, once per wait', () => {
      const [assigned] = notificationsFor(chat({ fromStaff: false, senderId: 3, assignedStaffId: 9 }), null);
      expect(assigned).toMatchObject({ to: [{ userId: 9 }], link: '/admin/chat/order-7', oncePerUnreadLink: true });
      const [open] = notificationsFor(chat({ fromStaff: false, senderId: 3, assignedStaffId: null }), null);
      expect(open!.to).toEqual([{ permission: 'answer:chat' }]);
    });

    it('names the sender as the actor', () => {
      expect(actorOf(chat({ fromStaff: true, senderId: 9 }))).toBe(9);
      expect(actorOf(status('recharge', 'pending', 'approved'))).toBe(99);
    });
  });
});
