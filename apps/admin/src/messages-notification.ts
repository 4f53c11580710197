/** Vietnamese texts of the console's bell (decision 0110). */
export const notificationMessages = {
  bell: 'Thông báo',
  bellLabel: (n: number) => (n > 0 ? `Thông báo, ${n} chưa đọc` : 'Thông báo'),
  title: 'Thông báo của bạn',
  markAllRead: 'Đánh dấu đã đọc tất cả',
  empty: 'Chưa có thông báo',
  loadFailed: 'Không tải được thông báo',
  more: 'Xem thêm',
};
