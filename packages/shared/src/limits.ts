/**
 * Per-user caps (decision 0022): what one account may hold at once, so no customer can fill a table
 * (or a staff screen) by repeating a request. The error table's messages name the same numbers
 * (limits.test.ts keeps them in step).
 */
export const userLimits = {
  /** Live delivery addresses (deleted ones do not count); `address-limit-reached` beyond. */
  addresses: 20,
  /** Cart lines; `cart-limit-reached` beyond (the order form takes at most 200 lines at once too). */
  cartLines: 200,
  /** Push subscriptions (devices); a new device beyond replaces the one silent the longest. */
  pushDevices: 10,
  /** Recharges waiting for staff; `pending-recharge-limit-reached` beyond. */
  pendingRecharges: 5,
} as const;
