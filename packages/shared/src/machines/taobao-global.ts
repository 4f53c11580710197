/**
 * Taobao Global orders (DESIGN.md §3.3): Taobao's own trade states, imported by the provider sync
 * (`system`), with the labels the customer sees; and the linked buyer accounts (tokens).
 */
import { defineMachine, type StatusOf } from './define-machine.ts';

export const taobaoGlobalOrderMachine = defineMachine({
  subject: 'taobao_global_order',
  statuses: [
    'WAIT_BUYER_PAY',
    'WAIT_SELLER_SEND_GOODS',
    'SELLER_CONSIGNED_PART',
    'WAIT_BUYER_CONFIRM_GOODS',
    'TRADE_FINISHED',
    'TRADE_CLOSED',
  ],
  labels: {
    WAIT_BUYER_PAY: 'Chờ thanh toán',
    WAIT_SELLER_SEND_GOODS: 'Chờ giao hàng',
    SELLER_CONSIGNED_PART: 'Đang giao hàng',
    WAIT_BUYER_CONFIRM_GOODS: 'Đang giao hàng',
    TRADE_FINISHED: 'Đã nhận hàng',
    TRADE_CLOSED: 'Hủy',
  },
  initial: [
    'WAIT_BUYER_PAY',
    'WAIT_SELLER_SEND_GOODS',
    'SELLER_CONSIGNED_PART',
    'WAIT_BUYER_CONFIRM_GOODS',
    'TRADE_FINISHED',
    'TRADE_CLOSED',
  ],
  // Every state is initial: the first import of an account finds orders in any state.
  // Forward jumps are allowed: a sync sees only the state now, and may have missed the ones between
  // (an order paid and shipped between two syncs goes WAIT_BUYER_PAY → WAIT_BUYER_CONFIRM_GOODS).
  // The platform's TRADE_CLOSED_BY_TAOBAO and TRADE_NO_CREATE_PAY are imported as TRADE_CLOSED and
  // WAIT_BUYER_PAY (modules/taobao-global, decision 0117).
  transitions: {
    WAIT_BUYER_PAY: [
      'WAIT_SELLER_SEND_GOODS',
      'SELLER_CONSIGNED_PART',
      'WAIT_BUYER_CONFIRM_GOODS',
      'TRADE_FINISHED',
      'TRADE_CLOSED',
    ],
    WAIT_SELLER_SEND_GOODS: ['SELLER_CONSIGNED_PART', 'WAIT_BUYER_CONFIRM_GOODS', 'TRADE_FINISHED', 'TRADE_CLOSED'],
    SELLER_CONSIGNED_PART: ['WAIT_BUYER_CONFIRM_GOODS', 'TRADE_FINISHED', 'TRADE_CLOSED'],
    WAIT_BUYER_CONFIRM_GOODS: ['TRADE_FINISHED', 'TRADE_CLOSED'],
    TRADE_FINISHED: [],
    TRADE_CLOSED: [],
  },
  roles: {
    WAIT_BUYER_PAY: ['system'],
    WAIT_SELLER_SEND_GOODS: ['system'],
    SELLER_CONSIGNED_PART: ['system'],
    WAIT_BUYER_CONFIRM_GOODS: ['system'],
    TRADE_FINISHED: ['system'],
    TRADE_CLOSED: ['system'],
  },
});
export type TaobaoGlobalOrderStatus = StatusOf<typeof taobaoGlobalOrderMachine>;

/** A linked Taobao Global buyer account (`/taobaoIntToken`). */
export const taobaoTokenMachine = defineMachine({
  subject: 'taobao_token',
  statuses: ['active', 'expired', 'revoked'],
  labels: { active: 'Đang hoạt động', expired: 'Hết hạn', revoked: 'Đã hủy liên kết' },
  initial: ['active'],
  transitions: { active: ['expired', 'revoked'], expired: ['active', 'revoked'], revoked: [] },
  roles: { active: ['customer', 'agent', 'system'], expired: ['system'], revoked: ['customer', 'agent', 'admin'] },
});
export type TaobaoTokenStatus = StatusOf<typeof taobaoTokenMachine>;
