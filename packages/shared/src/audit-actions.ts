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
  parcel_photo: 'Ảnh kiện',
  bag: 'Bao hàng',
  delivery_request: 'Yêu cầu giao',
  exchange_rate: 'Tỷ giá',
  setting: 'Cài đặt',
  bank_account: 'Tài khoản ngân hàng công ty',
  user: 'Tài khoản',
  export: 'Xuất dữ liệu',
  tariff_version: 'Biểu phí',
  warehouse: 'Kho',
  article: 'Bài viết',
  customer_level: 'Cấp khách hàng',
};

/** Action → its Vietnamese label (the `.status` / `.create` of every subject are derived below). */
export const auditActionLabels: Record<string, string> = {
  'purchase_order.quote': 'Báo giá đơn',
  'purchase_order.price_change': 'Đổi giá đơn',
  'purchase_order.purchase': 'Ghi nhận mua hàng',
  'purchase_order.assign': 'Nhận xử lý đơn',
  'purchase_order.tracking_add': 'Thêm mã vận đơn',
  'purchase_order.tracking_delete': 'Xóa mã vận đơn',
  'purchase_order.export': 'Xuất CSV đơn mua hộ',
  'recharge.export': 'Xuất CSV nạp tiền',
  'exchange_rate.set': 'Đặt tỷ giá',
  'exchange_rate.export': 'Xuất CSV tỷ giá',
  'setting.save': 'Lưu cài đặt',
  'bank_account.create': 'Thêm tài khoản ngân hàng',
  'bank_account.activate': 'Đổi tài khoản nhận tiền',
  'bank_account.export': 'Xuất CSV tài khoản ngân hàng',
  'parcel.measure': 'Cân đo kiện',
  'parcel.photo': 'Thêm ảnh kiện',
  'parcel.assign': 'Gán kiện trôi nổi',
  'parcel_photo.shows_label': 'Đánh dấu ảnh nhãn',
  'parcel_claim.confirm': 'Xác nhận nhận kiện',
  'parcel_claim.reject': 'Từ chối nhận kiện',
  'bag.add_parcel': 'Thêm kiện vào bao',
  'bag.remove_parcel': 'Bỏ kiện khỏi bao',
  'delivery_request.scan_out': 'Quét xuất kho',
  'user.export': 'Xuất CSV khách hàng',
  'user.export_transactions': 'Xuất CSV giao dịch khách',
  'user.export_addresses': 'Xuất CSV địa chỉ khách',
  'export.audit_log': 'Xuất CSV nhật ký',
  'staff.create': 'Thêm nhân viên',
  'staff.update': 'Sửa nhân viên',
  'staff.disable': 'Khóa nhân viên',
  'staff.enable': 'Mở khóa nhân viên',
  'tariff.publish': 'Ban hành biểu phí',
  'customer.lock': 'Khóa khách hàng',
  'customer.unlock': 'Mở khóa khách hàng',
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
