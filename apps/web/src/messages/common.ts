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
  decrease: 'Giảm số lượng',
  increase: 'Tăng số lượng',
  goHome: 'Về trang chủ',
  genericError: 'Có lỗi xảy ra',
  serverErrorTitle: 'Có lỗi xảy ra',
  serverErrorDescription: 'Trang này tạm thời không hiển thị được. Vui lòng thử lại sau ít phút.',
  /** A text's length against its limit, beside the field's label. */
  charCount: (n: number, max: number) => `${n}/${max} ký tự`,
  notFoundHeading: 'Không tìm thấy trang',
  notFoundDescription: 'Trang bạn tìm không tồn tại hoặc đã được chuyển đi.',
  notFoundPath: 'Đường dẫn',
  /** Who made a change, under a timeline step. */
  by: (actor: string) => `bởi ${actor}`,
  /** A fee line whose amount is known only when the goods reach the warehouse. */
  feePending: 'Tính khi hàng về kho',
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
  /** The connection banner (decision 0020): no network, or the API failing (5xx). */
  offline: 'Mất kết nối mạng. Đang thử kết nối lại…',
  serverDown: 'Máy chủ đang tạm thời gián đoạn. Đang thử kết nối lại…',
  updateReady: 'Đã có phiên bản mới, ứng dụng sẽ cập nhật ở lần chuyển trang tới.',
} as const;
