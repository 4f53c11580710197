/** Vietnamese texts of /notification and the tab bar's bell (decision 0110). */
export const notificationMessages = {
  all: 'Tất cả',
  unread: 'Chưa đọc',
  filterLabel: 'Lọc thông báo',
  markAllRead: 'Đánh dấu đã đọc tất cả',
  markedAllRead: 'Đã đánh dấu đã đọc tất cả',
  emptyTitle: 'Chưa có thông báo',
  emptyDescription: 'Thông báo về đơn hàng, kiện hàng và ví sẽ hiện ở đây.',
  emptyUnreadTitle: 'Không có thông báo chưa đọc',
  emptyUnreadDescription: 'Bạn đã xem hết thông báo.',
  loadFailed: 'Không tải được thông báo',
  more: 'Xem thêm',
  unreadMark: 'Chưa đọc',
  /** The tab's accessible name with the count. */
  badgeLabel: (n: number) => `${n} thông báo chưa đọc`,
  settingsTitle: 'Cài đặt thông báo',
  settingsHint: 'Thông báo luôn hiện trong ứng dụng. Chọn thêm cách nhận cho từng loại.',
  push: 'Thông báo đẩy',
  email: 'Email',
  settingsLoadFailed: 'Không tải được cài đặt thông báo',
  saved: 'Đã lưu cài đặt',
  saveFailed: 'Không lưu được cài đặt',
};
