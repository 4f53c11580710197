/**
 * Who hears of which domain event, and what they read (decision 0110): pure functions from an event
 * and the facts about its subject (code, customer, handler) to notification specs. The producer
 * (notification-producer.ts) looks the facts up, turns a permission into the staff who hold it,
 * drops the actor and stores the rest.
 *
 * Rules of the text: Vietnamese, short (a lock screen shows title and body), never a money amount
 * (Web Push payloads leave the app); the subject's code names it. Links are the PWA's paths for
 * customers (apps/web/src/app/routes.tsx) and the console's (`/admin/...`) for staff.
 */
import type { NotificationCategory } from '@app/shared/live';
import type { Permission } from '@app/shared/permissions';

/** A recipient: one person, or every enabled staff member holding a permission. */
export type Recipient = { userId: number } | { permission: Permission };

export interface NotificationSpec {
  to: Recipient[];
  category: NotificationCategory;
  title: string;
  body: string;
  link: string;
  /**
   * Skip a recipient who still has an unread notification with this link (a chat waiting: the first
   * customer message of a wait notifies; the next ones, while that notice is unread, do not).
   */
  oncePerUnreadLink?: boolean;
}

/** The event as rules read it (a `DomainEvent` without its bookkeeping). */
export interface RuleEvent {
  type: string;
  subjectId: number;
  /** The customer the event concerns. */
  userId: number | null;
  payload: Record<string, unknown>;
}

/** What the producer looked up about the subject (null when the rule needs nothing or it is gone). */
export interface SubjectFacts {
  code: string;
  userId: number | null;
  /** A complaint's member who took it. */
  handledBy?: number | null;
  /** A parcel's order, when it has one. */
  orderId?: number | null;
  /** A commission entry taking back a paid commission (decision 0119). */
  clawback?: boolean;
}

/** The event types that may notify someone: the producer subscribes to each (decision 0110). */
export const notifiedEventTypes = [
  'purchase_order.status_changed',
  'consignment_order.status_changed',
  'recharge.status_changed',
  'withdrawal.status_changed',
  'parcel.status_changed',
  'delivery_request.status_changed',
  'complaint.status_changed',
  'pay_on_behalf_order.status_changed',
  'refund_request.status_changed',
  'commission_entry.status_changed',
  'chat_message.posted',
  // Taobao Global orders' trade states, moved by the sync (decision 0117).
  'taobao_global_order.status_changed',
] as const;

/** The event types whose rules need the subject's facts (every one but chat's). */
export const needsSubject = (type: string) => type !== 'chat_message.posted';

/** Who acted: the status change's actor, the chat message's sender; null for the system. */
export function actorOf(event: RuleEvent): number | null {
  const p = event.payload;
  const id = event.type === 'chat_message.posted' ? p.senderId : p.actorId;
  return typeof id === 'number' ? id : null;
}

type StatusRule = (args: {
  from: string | null;
  to: string;
  id: number;
  code: string;
  customer: Recipient[];
  facts: SubjectFacts;
  actorName: string;
}) => NotificationSpec[];

const spec = (
  to: Recipient[],
  category: NotificationCategory,
  title: string,
  body: string,
  link: string,
): NotificationSpec[] => [{ to, category, title, body, link }];

/** Purchase orders: the customer hears of the steps that ask something of them or that they wait for. */
const purchaseOrder: StatusRule = ({ from, to, id, code, customer }) => {
  const link = `/orderOrdering/${id}`;
  const order = (title: string, body: string) => spec(customer, 'order', title, body, link);
  switch (to) {
    case 'awaiting_deposit':
      return from === 'awaiting_quote'
        ? order(`Đơn ${code} đã có báo giá`, 'Vui lòng đặt cọc để chúng tôi mua hàng cho bạn.')
        : [];
    case 'awaiting_customer_confirmation':
      return order(
        `Đơn ${code} cần bạn xác nhận giá`,
        'Giá trên shop đã thay đổi. Vui lòng đồng ý giá mới hoặc hủy đơn.',
      );
    case 'purchased':
      return order(`Đơn ${code} đã mua hàng`, 'Chúng tôi đã đặt mua hàng từ shop cho bạn.');
    case 'at_cn_warehouse':
      return order(`Đơn ${code} đã về kho Trung Quốc`, 'Hàng đã về kho Trung Quốc và sẽ sớm được chuyển về Việt Nam.');
    case 'at_vn_warehouse':
      return order(`Đơn ${code} đã về kho Việt Nam`, 'Vui lòng thanh toán phần còn lại và tạo yêu cầu giao hàng.');
    case 'delivered':
      return order(`Đơn ${code} đã giao`, 'Vui lòng kiểm tra hàng và xác nhận đã nhận.');
    case 'cancelled':
      return order(`Đơn ${code} đã bị hủy`, 'Tiền bạn đã trả cho đơn (nếu có) được hoàn về ví.');
    default:
      return [];
  }
};

/** Consignment orders: the warehouse steps, delivery and cancellation. */
const consignmentOrder: StatusRule = ({ to, id, code, customer }) => {
  const link = `/orderShipping/${id}`;
  const order = (title: string, body: string) => spec(customer, 'order', title, body, link);
  switch (to) {
    case 'at_cn_warehouse':
      return order(`Đơn ký gửi ${code} đã về kho Trung Quốc`, 'Hàng sẽ sớm được chuyển về Việt Nam.');
    case 'at_vn_warehouse':
      return order(`Đơn ký gửi ${code} đã về kho Việt Nam`, 'Vui lòng thanh toán và tạo yêu cầu giao hàng.');
    case 'delivered':
      return order(`Đơn ký gửi ${code} đã giao`, 'Vui lòng kiểm tra hàng đã nhận.');
    case 'cancelled':
      return order(`Đơn ký gửi ${code} đã bị hủy`, 'Mở đơn để xem chi tiết.');
    default:
      return [];
  }
};

/** Recharges: staff approvers hear of a new one; the customer of its approval or cancellation. */
const recharge: StatusRule = ({ from, to, code, customer, actorName }) => {
  if (to === 'pending' && from === null) {
    return spec(
      [{ permission: 'approve:recharge' }],
      'finance',
      `Yêu cầu nạp tiền ${code} chờ duyệt`,
      `${actorName || 'Khách hàng'} vừa gửi yêu cầu nạp tiền.`,
      '/admin/recharge',
    );
  }
  if (to === 'approved')
    return spec(
      customer,
      'finance',
      `Yêu cầu nạp tiền ${code} đã được duyệt`,
      'Tiền đã vào ví của bạn.',
      '/transaction',
    );
  if (to === 'cancelled')
    return spec(
      customer,
      'finance',
      `Yêu cầu nạp tiền ${code} đã bị hủy`,
      'Mở ví để xem chi tiết.',
      '/wallet/recharge',
    );
  return [];
};

/** Withdrawals: the customer hears when the money was sent or the request refused. */
const withdrawal: StatusRule = ({ to, code, customer }) => {
  const link = '/wallet/withdraw';
  if (to === 'paid')
    return spec(
      customer,
      'finance',
      `Yêu cầu rút tiền ${code} đã được chuyển`,
      'Vui lòng kiểm tra tài khoản ngân hàng của bạn.',
      link,
    );
  if (to === 'rejected')
    return spec(
      customer,
      'finance',
      `Yêu cầu rút tiền ${code} bị từ chối`,
      'Số tiền giữ lại đã trở về ví. Mở để xem lý do.',
      link,
    );
  return [];
};

/**
 * Parcels: a parcel of an order is told through its order's statuses (the order reaches a warehouse
 * once all its parcels have); a parcel without an order (claimed) is told itself; a lost one always.
 */
const parcel: StatusRule = ({ to, code, customer, facts }) => {
  const link = '/package';
  if (to === 'lost')
    return spec(customer, 'delivery', `Kiện ${code} bị thất lạc`, 'Chúng tôi sẽ liên hệ với bạn để xử lý.', link);
  if (facts.orderId != null) return [];
  if (to === 'at_cn_warehouse')
    return spec(
      customer,
      'delivery',
      `Kiện ${code} đã về kho Trung Quốc`,
      'Kiện sẽ sớm được chuyển về Việt Nam.',
      link,
    );
  if (to === 'at_vn_warehouse')
    return spec(customer, 'delivery', `Kiện ${code} đã về kho Việt Nam`, 'Bạn có thể tạo yêu cầu giao hàng.', link);
  return [];
};

/** Delivery requests: shipped, delivered, cancelled. */
const deliveryRequest: StatusRule = ({ to, id, code, customer }) => {
  const link = `/delivery/${id}`;
  const delivery = (title: string, body: string) => spec(customer, 'delivery', title, body, link);
  if (to === 'shipped') return delivery(`Yêu cầu giao ${code} đã được gửi đi`, 'Hàng đang trên đường đến bạn.');
  if (to === 'delivered') return delivery(`Yêu cầu giao ${code} đã giao xong`, 'Cảm ơn bạn đã sử dụng dịch vụ.');
  if (to === 'cancelled') return delivery(`Yêu cầu giao ${code} đã bị hủy`, 'Mở yêu cầu để xem chi tiết.');
  return [];
};

/**
 * Complaints: staff who handle complaints hear of a new one; the member who took it hears of the
 * customer's answers (a counter-offer, an acceptance) and of being given it by someone else; the
 * customer hears of every staff answer (taken, an offer, resolved, rejected).
 */
const complaint: StatusRule = ({ from, to, id, code, customer, facts }) => {
  const mine = `/orderComplaint/${id}`;
  const staffLink = `/admin/complaint/${id}`;
  const handler: Recipient[] = facts.handledBy != null ? [{ userId: facts.handledBy }] : [];
  const toCustomer = (title: string, body: string) => spec(customer, 'complaint', title, body, mine);
  const toHandler = (title: string, body: string) => spec(handler, 'complaint', title, body, staffLink);
  switch (to) {
    case 'pending':
      return spec(
        [{ permission: 'handle:complaint' }],
        'complaint',
        `Khiếu nại mới ${code}`,
        'Khiếu nại đang chờ tiếp nhận.',
        staffLink,
      );
    case 'processing':
      return from === 'offered'
        ? toHandler(`Khách trả lời đề xuất khiếu nại ${code}`, 'Khách đề nghị mức hoàn khác. Vui lòng xem lại.')
        : [
            ...toCustomer(`Khiếu nại ${code} đang được xử lý`, 'Nhân viên đã tiếp nhận khiếu nại của bạn.'),
            ...toHandler(`Bạn được giao khiếu nại ${code}`, 'Vui lòng xử lý khiếu nại.'),
          ];
    case 'offered':
      return toCustomer(`Khiếu nại ${code} có đề xuất hoàn tiền`, 'Vui lòng xem và trả lời đề xuất.');
    case 'resolved':
      return [
        ...toCustomer(`Khiếu nại ${code} đã được xử lý`, 'Tiền hoàn (nếu có) đã vào ví của bạn.'),
        ...toHandler(`Khách đã đồng ý đề xuất khiếu nại ${code}`, 'Khiếu nại đã được xử lý xong.'),
      ];
    case 'rejected':
      return toCustomer(`Khiếu nại ${code} bị từ chối`, 'Mở khiếu nại để xem lý do.');
    default:
      return [];
  }
};

/**
 * Pay-on-behalf orders (decision 0114): the customer hears of an agent's order waiting for them, of
 * the payment made and of a failure; staff who handle them hear of a new pending order.
 */
const payOnBehalfOrder: StatusRule = ({ from, to, id, code, customer }) => {
  const link = `/orderPob/${id}`;
  const toCustomer = (title: string, body: string) => spec(customer, 'order', title, body, link);
  switch (to) {
    case 'awaiting_customer':
      return toCustomer(`Đại lý đã tạo đơn, chờ bạn xác nhận`, `Đơn thanh toán hộ ${code} chờ bạn xác nhận.`);
    case 'pending':
      return spec(
        [{ permission: 'handle:pay-on-behalf-order' }],
        'order',
        `Đơn thanh toán hộ mới ${code}`,
        from === 'awaiting_customer' ? 'Khách đã xác nhận đơn của đại lý.' : 'Đơn đang chờ nhận xử lý.',
        `/admin/orderPob/${id}`,
      );
    case 'paid':
      return toCustomer(`Đơn thanh toán hộ ${code} đã được thanh toán`, 'Mở đơn để xem mã giao dịch và ảnh chứng từ.');
    case 'failed':
      return toCustomer(`Đơn thanh toán hộ ${code} không thành công`, 'Tiền đã được hoàn về ví. Mở đơn để xem lý do.');
    default:
      return [];
  }
};

/** Refund requests of pay-on-behalf orders: staff hear of a new one; the customer of the decision. */
const refundRequest: StatusRule = ({ to, code, customer, facts }) => {
  const orderId = facts.orderId;
  if (orderId == null) return [];
  const link = `/orderPob/${orderId}`;
  if (to === 'pending')
    return spec(
      [{ permission: 'approve:pob-refund' }],
      'finance',
      `Yêu cầu hoàn tiền mới của đơn ${code}`,
      'Yêu cầu đang chờ duyệt.',
      '/admin/orderPob/refund',
    );
  if (to === 'approved')
    return spec(customer, 'finance', `Đã hoàn tiền đơn thanh toán hộ ${code}`, 'Tiền hoàn đã vào ví của bạn.', link);
  if (to === 'rejected')
    return spec(customer, 'finance', `Yêu cầu hoàn tiền đơn ${code} bị từ chối`, 'Mở đơn để xem lý do.', link);
  return [];
};

/**
 * Taobao Global orders (decision 0117): the customer hears when the seller shipped and when the
 * platform closed the order; never on the first import (from null), which would flood a new link.
 */
const taobaoGlobalOrder: StatusRule = ({ from, to, id, code, customer }) => {
  if (from === null) return [];
  const link = `/taobaoIntOrder/${id}`;
  const order = (title: string, body: string) => spec(customer, 'order', title, body, link);
  const shipped = ['SELLER_CONSIGNED_PART', 'WAIT_BUYER_CONFIRM_GOODS'];
  if (shipped.includes(to) && !shipped.includes(from)) {
    return order(
      `Đơn Taobao ${code} đã được người bán gửi đi`,
      'Hàng sẽ về kho Trung Quốc và được chuyển về Việt Nam.',
    );
  }
  if (to === 'TRADE_CLOSED') return order(`Đơn Taobao ${code} đã đóng`, 'Mở đơn để xem chi tiết.');
  return [];
};

/**
 * An agent's commission (decision 0119): the agent hears when it reaches the wallet (a claw-back
 * deducted from a payout says nothing of its own).
 */
const commissionEntry: StatusRule = ({ from, to, code, customer, facts }) =>
  to === 'paid' && from === 'available' && !facts.clawback
    ? spec(customer, 'finance', `Hoa hồng đơn ${code} đã vào ví`, 'Mở trang đại lý để xem chi tiết.', '/agency')
    : [];

const statusRules: Record<string, StatusRule> = {
  purchase_order: purchaseOrder,
  consignment_order: consignmentOrder,
  recharge,
  withdrawal,
  parcel,
  delivery_request: deliveryRequest,
  complaint,
  pay_on_behalf_order: payOnBehalfOrder,
  refund_request: refundRequest,
  taobao_global_order: taobaoGlobalOrder,
  commission_entry: commissionEntry,
};

/**
 * A chat message (payload `{ thread, seq, fromStaff, internal, senderId, assignedStaffId }`, userId
 * the customer): a staff reply (never an internal note) notifies the customer; a customer's message
 * notifies the thread's assigned member, or, unassigned, every member who answers chats, once per
 * wait (see `oncePerUnreadLink`).
 */
function chatMessage(event: RuleEvent): NotificationSpec[] {
  const p = event.payload;
  const thread = typeof p.thread === 'string' ? p.thread : null;
  if (!thread) return [];
  if (p.fromStaff === true) {
    if (p.internal === true || event.userId === null) return [];
    return spec(
      [{ userId: event.userId }],
      'chat',
      'Nhân viên đã trả lời tin nhắn',
      'Mở để xem và trả lời.',
      `/chat/${thread}`,
    );
  }
  const assigned = typeof p.assignedStaffId === 'number' ? p.assignedStaffId : null;
  return [
    {
      to: assigned !== null ? [{ userId: assigned }] : [{ permission: 'answer:chat' }],
      category: 'chat',
      title: 'Khách hàng đang chờ trả lời',
      body: `Tin nhắn mới trong cuộc trò chuyện ${thread}.`,
      link: `/admin/chat/${thread}`,
      oncePerUnreadLink: true,
    },
  ];
}

/** The notifications `event` makes, given its subject's `facts` (null: the subject is gone, or not needed). */
export function notificationsFor(event: RuleEvent, facts: SubjectFacts | null): NotificationSpec[] {
  if (event.type === 'chat_message.posted') return chatMessage(event);
  const subject = event.type.endsWith('.status_changed') ? event.type.slice(0, -'.status_changed'.length) : '';
  const rule = statusRules[subject];
  if (!rule || !facts) return [];
  const p = event.payload;
  const customerId = event.userId ?? facts.userId;
  return rule({
    from: typeof p.from === 'string' ? p.from : null,
    to: String(p.to ?? ''),
    id: event.subjectId,
    code: facts.code,
    customer: customerId !== null ? [{ userId: customerId }] : [],
    facts,
    actorName: typeof p.actorName === 'string' ? p.actorName : '',
  }).filter((s) => s.to.length > 0);
}
