/** Texts of the signed-in landing page. */
export const homeMessages = {
  greeting: 'Xin chào',
  walletBalance: 'Số dư ví',
  shortcutsLabel: 'Lối tắt',
  shortcuts: {
    recharge: 'Nạp tiền',
    cart: 'Giỏ hàng',
    orders: 'Đơn hàng',
    addresses: 'Địa chỉ',
    transactions: 'Giao dịch',
    consignment: 'Ký gửi',
    payOnBehalf: 'Thanh toán hộ',
    agency: 'Đại lý',
  },
  pasteHeading: 'Dán link sản phẩm',
} as const;
