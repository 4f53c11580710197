/** Texts shared by every screen: app name, generic actions and errors, tab bar, PWA prompts. */
export const commonMessages = {
  appName: 'Đặt hàng Trung Quốc',
  appShortName: 'Hàng Trung Quốc',
  loading: 'Đang tải…',
  back: 'Quay lại',
  retry: 'Thử lại',
  save: 'Lưu',
  cancel: 'Hủy',
  confirm: 'Xác nhận',
  goHome: 'Về trang chủ',
  genericError: 'Có lỗi xảy ra',
  serverErrorTitle: 'Có lỗi xảy ra',
  serverErrorDescription: 'Trang này tạm thời không hiển thị được. Vui lòng thử lại sau ít phút.',
  notFoundDescription: 'Trang bạn tìm không tồn tại hoặc đã được chuyển đi.',
  tabs: {
    home: 'Trang chủ',
    orders: 'Đơn hàng',
    cart: 'Giỏ hàng',
    notifications: 'Thông báo',
    account: 'Tài khoản',
  },
  tabBarLabel: 'Điều hướng chính',
  install: {
    title: 'Cài ứng dụng lên màn hình chính',
    description: 'Mở nhanh hơn, dùng được cả khi mạng yếu.',
    accept: 'Cài đặt',
    dismiss: 'Để sau',
  },
  swFailed: 'Không bật được chế độ ngoại tuyến. Ứng dụng vẫn dùng bình thường khi có mạng.',
  updateReady: 'Đã có phiên bản mới, ứng dụng sẽ cập nhật ở lần chuyển trang tới.',
} as const;

/**
 * antd-mobile's vi-VN strings that read unevenly (STACK.md trap 8: "Chắc chắn" for confirm,
 * "OK", machine-translated empty states), replaced key by key by spreading the locale object.
 */
export const antdLocaleOverrides = {
  common: { confirm: 'Xác nhận', cancel: 'Hủy', loading: 'Đang tải', close: 'Đóng' },
  Dialog: { ok: 'Đồng ý' },
  Modal: { ok: 'Đồng ý' },
  ErrorBlock: {
    default: { title: 'Có lỗi xảy ra', description: 'Vui lòng thử lại sau ít phút' },
    busy: { title: 'Hệ thống đang bận', description: 'Vui lòng thử lại sau ít phút' },
    disconnected: { title: 'Mất kết nối mạng', description: 'Kiểm tra kết nối rồi thử lại' },
    empty: { title: 'Chưa có dữ liệu', description: 'Nội dung sẽ hiện ở đây khi có' },
  },
  InfiniteScroll: { noMore: 'Đã hiển thị hết', failedToLoad: 'Tải dữ liệu thất bại', retry: 'Thử lại' },
  Cascader: { placeholder: 'Vui lòng chọn' },
} as const;
