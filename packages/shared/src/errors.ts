/**
 * Stable error codes and their Vietnamese messages. The API answers
 * `{ Message, code }` with these; the clients show `Message` (else `Có lỗi xảy ra`).
 * Codes from SPEC.md §8 keep their names; product codes are kebab-case too.
 */
export const errorMessages = {
  'validation-error': 'Dữ liệu không hợp lệ',
  'internal-error': 'Có lỗi xảy ra',
  'network-request-failed': 'Không kết nối được máy chủ, vui lòng thử lại',
  unauthenticated: 'Vui lòng đăng nhập',
  'invalid-user-token': 'Phiên đăng nhập không hợp lệ, vui lòng đăng nhập lại',
  'user-token-expired': 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại',
  'invalid-refresh-token': 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại',
  forbidden: 'Bạn không có quyền thực hiện thao tác này',
  'not-found': 'Không tìm thấy dữ liệu',
  'email-already-in-use': 'Email đã được sử dụng cho một tài khoản khác',
  'phone-already-in-use': 'Số điện thoại đã được sử dụng cho một tài khoản khác',
  'invalid-credential': 'Tài khoản hoặc mật khẩu không đúng',
  'wrong-password': 'Mật khẩu hiện tại không đúng',
  'user-not-found': 'Không tìm thấy tài khoản',
  'user-disabled': 'Tài khoản đã bị khóa',
  'too-many-requests': 'Bạn thao tác quá nhiều lần, vui lòng thử lại sau ít phút',
  'password-does-not-meet-requirements': 'Mật khẩu chưa đủ mạnh',
  'missing-password': 'Vui lòng nhập mật khẩu',
  'invalid-action-code': 'Mã xác nhận không đúng',
  'expired-action-code': 'Mã xác nhận đã hết hạn, vui lòng yêu cầu mã mới',
  'unsupported-link': 'Không tìm thấy link sản phẩm Taobao, Tmall, 1688 hoặc Pinduoduo trong nội dung đã dán',
  'cart-item-not-found': 'Sản phẩm không còn trong giỏ hàng',
  'exchange-rate-missing': 'Chưa có tỷ giá, vui lòng liên hệ nhân viên',
  'insufficient-balance': 'Số dư ví không đủ, vui lòng nạp thêm tiền',
  'idempotency-key-required': 'Thiếu khóa chống trùng lặp (Idempotency-Key)',
  'idempotency-key-reused': 'Khóa chống trùng lặp đã được dùng cho một yêu cầu khác',
  'invalid-status-transition': 'Không thể chuyển đơn sang trạng thái này',
  'order-not-paid': 'Đơn hàng chưa được thanh toán đủ',
  'bank-account-missing': 'Chưa có tài khoản ngân hàng nhận tiền, vui lòng liên hệ nhân viên',
  'recharge-not-pending': 'Yêu cầu nạp tiền không còn ở trạng thái chờ duyệt',
  'address-required': 'Vui lòng chọn địa chỉ nhận hàng',
  'warehouse-invalid': 'Kho nhận hàng không hợp lệ',
} as const;

export type ErrorCode = keyof typeof errorMessages;

/** Shape of every error body the API sends. */
export interface ErrorBody {
  Message: string;
  code: ErrorCode | string;
}

/** Message a client shows for a failed call: the API's `Message`, else `Có lỗi xảy ra` (SPEC.md §8). */
export function messageOf(body: unknown): string {
  if (body && typeof body === 'object') {
    const b = body as { Message?: unknown; message?: unknown };
    if (typeof b.Message === 'string' && b.Message) return b.Message;
    if (typeof b.message === 'string' && b.message) return b.message;
  }
  return errorMessages['internal-error'];
}
