/**
 * The console's texts of the audit log ("Nhật ký", decision 0096), in Vietnamese; part of the
 * catalogue in messages.ts (`messages.audit`). Action and subject names come from the shared
 * catalogue (@app/shared/audit-actions), the same the API and the CSV use.
 */
export const auditMessages = {
  nav: 'Nhật ký',
  title: 'Nhật ký thao tác',
  intro:
    'Mọi thao tác thay đổi dữ liệu của nhân viên: ai làm, lúc nào, từ địa chỉ nào, đổi gì. Nhật ký không thể sửa hay xóa.',
  at: 'Thời gian',
  actor: 'Nhân viên',
  ip: 'Địa chỉ IP',
  action: 'Thao tác',
  subject: 'Đối tượng',
  changes: 'Thay đổi',
  system: 'Hệ thống',
  filterActor: 'Mã nhân viên',
  filterSubjectType: 'Loại đối tượng',
  filterSubjectId: 'Mã đối tượng',
  filterDates: ['Từ ngày', 'Đến ngày'] as [string, string],
  apply: 'Lọc',
  clear: 'Bỏ lọc',
  csv: 'Tải CSV',
  more: 'Xem thêm',
  end: 'Đã hiển thị hết nhật ký phù hợp.',
  empty: 'Chưa có thao tác nào phù hợp.',
  actorTitle: (name: string) => `Xem mọi thao tác của ${name}`,
  allSubjects: 'Mọi đối tượng',
  list: 'danh sách',
  emptyValue: 'trống',
  yes: 'Có',
  no: 'Không',
};
