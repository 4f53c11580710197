/**
 * The Vietnamese names of audit actions and subject types (decision 0096), one catalogue for the
 * API's `actionLabel`, the CSV and the console. An action is `<subject_type>.<verb>`; a status move of
 * any subject is `<subject_type>.status`, its creation by staff `<subject_type>.create`. An action the
 * catalogue does not name has no label (the console shows its code), never an English sentence.
 */

/** Subject type → its Vietnamese noun. */
export const auditSubjectLabels: Record<string, string> = {
  purchase_order: 'Đơn mua hộ',
  consignment_order: 'Đơn ký gửi',
  recharge: 'Yêu cầu nạp tiền',
  parcel: 'Kiện hàng',
  parcel_claim: 'Yêu cầu nhận kiện',
  bag: 'Bao hàng',
  delivery_request: 'Yêu cầu giao',
  exchange_rate: 'Tỷ giá',
  setting: 'Cài đặt',
  bank_account: 'Tài khoản ngân hàng công ty',
  user: 'Tài khoản',
  audit_log: 'Nhật ký',
  tariff_version: 'Biểu phí',
  warehouse: 'Kho',
  article: 'Bài viết',
  customer_level: 'Hạng khách hàng',
  route: 'Tuyến',
  static_page: 'Trang tĩnh',
  image: 'Ảnh',
  // Bank notifications' review queue (decision 0105).
  bank_transfer: 'Giao dịch ngân hàng',
  // Adjustments and reconciliation (DESIGN.md §3.8, §3.12).
  adjustment: 'Đề xuất điều chỉnh số dư',
  complaint: 'Khiếu nại',
  // Chat (decision 0112).
  chat_thread: 'Cuộc trò chuyện',
  // Agency (decisions 0118, 0119).
  commission_rule: 'Quy tắc hoa hồng đại lý',
  commission_entry: 'Hoa hồng đại lý',
};

/** Action → its Vietnamese label (the `.status` / `.create` of every subject are derived below). */
export const auditActionLabels: Record<string, string> = {
  'purchase_order.quote': 'Báo giá đơn',
  'purchase_order.purchase': 'Ghi nhận mua hàng',
  'purchase_order.assign': 'Phân công người mua',
  'chat_thread.assign': 'Giao cuộc trò chuyện',
  'purchase_order.tracking_add': 'Thêm mã vận đơn',
  'purchase_order.tracking_delete': 'Xóa mã vận đơn',
  'purchase_order.export': 'Tải CSV đơn mua hộ',
  'recharge.export': 'Tải CSV nạp tiền',
  'exchange_rate.set': 'Đặt tỷ giá',
  'setting.save': 'Lưu cài đặt',
  'bank_account.create': 'Thêm tài khoản ngân hàng',
  'bank_account.activate': 'Đổi tài khoản nhận tiền',
  'parcel.measure': 'Cân đo kiện',
  'parcel.photo': 'Thêm ảnh kiện',
  'parcel.photo_label': 'Đánh dấu ảnh có nhãn',
  'parcel.assign': 'Gán kiện trôi nổi',
  'bag.add_parcel': 'Thêm kiện vào bao',
  'bag.remove_parcel': 'Bỏ kiện khỏi bao',
  'delivery_request.scan_out': 'Quét xuất kho',
  'customer.export': 'Tải CSV khách hàng',
  'customer.export_transactions': 'Tải CSV giao dịch ví của khách',
  'customer.export_addresses': 'Tải CSV địa chỉ của khách',
  'audit_log.export': 'Tải CSV nhật ký',
  'staff.create': 'Thêm nhân viên',
  'staff.update': 'Sửa nhân viên',
  'staff.disable': 'Khóa nhân viên',
  'staff.enable': 'Mở khóa nhân viên',
  'staff.reset_password': 'Gửi liên kết đặt lại mật khẩu',
  'totp.enable': 'Bật xác thực hai lớp',
  'totp.disable': 'Tắt xác thực hai lớp',
  'totp.recovery_code_used': 'Dùng mã khôi phục',
  'tariff.publish': 'Phát hành biểu phí',
  'warehouse.create': 'Thêm kho',
  'warehouse.update': 'Sửa kho',
  'warehouse.delete': 'Xóa kho',
  'route.create': 'Thêm tuyến',
  'route.update': 'Sửa tuyến',
  'customer.lock': 'Khóa khách hàng',
  'customer.unlock': 'Mở khóa khách hàng',
  'customer.update': 'Phân công chăm sóc khách hàng',
  'customer.level': 'Đặt hạng khách hàng',
  'customer_level.update': 'Sửa hạng khách hàng',
  'article.create': 'Tạo bài viết',
  'article.update': 'Sửa bài viết',
  'article.publish': 'Đăng bài viết',
  'article.archive': 'Lưu trữ bài viết',
  'article.delete': 'Xóa bài viết nháp',
  'static_page.update': 'Sửa trang tĩnh',
  'image.upload': 'Tải ảnh lên',
  // Bank notifications' review queue (decision 0105).
  'bank_transfer.assign': 'Gán giao dịch ngân hàng',
  'bank_transfer.ignore': 'Bỏ qua giao dịch ngân hàng',
  // Adjustments, money limits and reconciliation (DESIGN.md §3.8, §3.12).
  'staff.money_limits': 'Đặt hạn mức tiền của nhân viên',
  'recharge.propose': 'Đề xuất duyệt nạp tiền vượt hạn mức',
  'reconciliation.export': 'Tải CSV đối soát',
  'complaint.take': 'Nhận xử lý khiếu nại',
  'complaint.request_info': 'Yêu cầu khách bổ sung thông tin khiếu nại',
  'complaint.offer': 'Đề xuất hoàn tiền khiếu nại (chờ duyệt)',
  // Agency (decisions 0118, 0119).
  'customer.agent': 'Đặt đại lý',
  'commission_rule.save': 'Lưu quy tắc hoa hồng đại lý',
};

/** The Vietnamese label of `action`, or null when the catalogue does not name it. */
export function auditActionLabel(action: string): string | null {
  const label = auditActionLabels[action];
  if (label) return label;
  const dot = action.lastIndexOf('.');
  const subject = auditSubjectLabels[action.slice(0, dot)];
  if (!subject) return null;
  const verb = action.slice(dot + 1);
  if (verb === 'status') return `Đổi trạng thái ${subject.toLowerCase()}`;
  if (verb === 'create') return `Tạo ${subject.toLowerCase()}`;
  return null;
}
