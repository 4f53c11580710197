/**
 * The console's texts of the settings page ("Cài đặt", decision 0071), in Vietnamese; part of the
 * catalogue in messages.ts (`messages.settings`).
 */
export const settingsMessages = {
  nav: 'Cài đặt',
  title: 'Cài đặt',
  timedTitle: 'Quy tắc tự động',
  timedIntro:
    'Hệ thống tự xử lý các đơn chờ quá lâu theo số ngày dưới đây. Giá trị mới áp dụng ngay cho cả những đơn đang chờ.',
  deliveredCompleteDays: 'Tự hoàn thành đơn đã giao sau',
  deliveredCompleteHint: 'Khách không bấm "Xác nhận đã nhận hàng" thì đơn tự chuyển sang Hoàn thành. Từ 1 đến 90 ngày.',
  unpaidCancelDays: 'Tự hủy đơn chưa đặt cọc sau',
  unpaidCancelHint: 'Đơn ở trạng thái Chờ đặt cọc quá số ngày này sẽ bị hủy. Từ 1 đến 60 ngày.',
  confirmationReminderDays: 'Nhắc khách xác nhận giá sau',
  confirmationReminderHint:
    'Đơn chờ khách xác nhận giá mới quá số ngày này, khách nhận một thư nhắc. Từ 1 đến 30 ngày.',
  days: 'ngày',
  hours: 'giờ',
  // Withdrawals (DESIGN.md §3.8).
  withdrawAccountWaitHours: 'Thời gian chờ trước khi dùng tài khoản ngân hàng mới để rút tiền',
  withdrawAccountWaitHint:
    'Tài khoản khách vừa thêm chỉ dùng được để rút tiền sau số giờ này, để kẻ gian chiếm tài khoản không rút ngay được. Từ 0 đến 168 giờ.',
  withdrawMinVnd: 'Số tiền rút tối thiểu mỗi lần',
  withdrawMinHint: 'Từ 10.000 ₫ đến 10.000.000 ₫.',
  withdrawMaxVnd: 'Số tiền rút tối đa mỗi lần',
  withdrawMaxHint: 'Từ 100.000 ₫ đến 2.000.000.000 ₫.',
  withdrawDailyMaxVnd: 'Tổng số tiền rút tối đa mỗi ngày của một khách',
  withdrawDailyMaxHint:
    'Tính theo ngày giờ Việt Nam, không kể các yêu cầu đã hủy hoặc bị từ chối. Từ 100.000 ₫ đến 2.000.000.000 ₫.',
  // Complaints (DESIGN.md §3.9).
  complaintWindowHours: 'Thời hạn khiếu nại sau khi giao',
  complaintWindowHint: 'Khách được gửi khiếu nại trong số giờ này kể từ khi đơn được giao. Từ 1 đến 720 giờ.',
  // Pay-on-behalf orders (decision 0114).
  pobPaidCompleteDays: 'Tự hoàn thành đơn thanh toán hộ đã thanh toán sau',
  pobPaidCompleteHint:
    'Đơn thanh toán hộ đã thanh toán tự chuyển sang "Hoàn thành" sau số ngày này nếu khách chưa xác nhận. Từ 1 đến 60 ngày.',
  submit: 'Lưu cài đặt',
  saved: 'Đã lưu cài đặt',
  defaults: 'Đang dùng giá trị mặc định.',
  updated: (at: string, by: string) => `Cập nhật lần cuối lúc ${at} bởi ${by}.`,
};
