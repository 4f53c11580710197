/**
 * What the product needs from a Taobao Global provider (decision 0116): the buyer's authorisation
 * (authorize URL, code → tokens, refresh), the buyer's orders (paged, created since a time), one
 * order's detail (sub-orders and tracking numbers) and a refund's status. One real client speaks
 * the Taobao Open Platform (top-client.ts); the local fake server (fake-taobao-server.ts) speaks the
 * same wire for tests and the demo. Amounts are integer fen; times are Dates.
 */

export interface ProviderTokens {
  accessToken: string;
  refreshToken: string;
  /** When the access token stops working. */
  expiresAt: Date;
  /** When the refresh token stops working (null: not told). */
  refreshExpiresAt: Date | null;
  /** The buyer's account id (`taobao_user_id`) and nick. */
  accountId: string;
  nick: string;
}

export interface ProviderSubOrder {
  /** `oid`. */
  id: string;
  title: string;
  skuProperties: string;
  quantity: number;
  priceFen: number;
  paymentFen: number;
  imageUrl: string;
  refundStatus: string;
  refundId: string | null;
  /** The carrier's tracking number when this line was shipped, else null. */
  trackingCode: string | null;
  company: string;
}

export interface ProviderOrder {
  /** `tid`. */
  id: string;
  /** The platform's trade state (`WAIT_BUYER_PAY`, … `TRADE_CLOSED_BY_TAOBAO`). */
  status: string;
  sellerNick: string;
  totalFen: number;
  postFeeFen: number;
  paymentFen: number;
  createdAt: Date;
  paidAt: Date | null;
  modifiedAt: Date;
  subOrders: ProviderSubOrder[];
}

export interface ProviderOrderPage {
  orders: ProviderOrder[];
  hasNext: boolean;
}

export interface ProviderRefund {
  id: string;
  orderId: string;
  subOrderId: string;
  status: string;
  refundFen: number;
  /** The platform's deadline for the next step, null when none. */
  timeoutAt: Date | null;
}

/** A refusal of the provider: `expired` when the token no longer works (the account must be linked again). */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly kind: 'expired' | 'refused' | 'unavailable',
    readonly providerCode = '',
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

export interface TaobaoGlobalProvider {
  /** The page the buyer opens to grant access; it redirects to `redirectUri?code=…&state=…`. */
  authorizeUrl(redirectUri: string, state: string): string;
  exchangeCode(code: string, redirectUri: string): Promise<ProviderTokens>;
  refresh(refreshToken: string): Promise<ProviderTokens>;
  /** Orders created at or after `since`, newest first, `pageSize` per page (page 1…). */
  listBuyerOrders(session: string, opts: { since: Date; page: number; pageSize: number }): Promise<ProviderOrderPage>;
  orderDetail(session: string, orderId: string): Promise<ProviderOrder>;
  refundStatus(session: string, refundId: string): Promise<ProviderRefund>;
}
