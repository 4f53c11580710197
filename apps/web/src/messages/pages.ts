/**
 * Page titles (document.title and the top bar) by route id, and texts of the small app pages. Titles fixed by SPEC.md §2 stay exactly as given there
 * ('Đăng nhập', 'Đăng thoát', 'Đăng ký tài khoản', 'Bài viết', 'about Page', 'counter Page').
 */
export const routeTitles = {
  home: 'Trang chủ',
  about: 'about Page',
  counter: 'counter Page',
  'auth-login': 'Đăng nhập',
  'auth-logout': 'Đăng thoát',
  'auth-register': 'Đăng ký tài khoản',
  'auth-forgotPassword': 'Quên mật khẩu',
  'auth-setPassword': 'Đặt mật khẩu',
  chat: 'Tin nhắn',
  'chat-detail': 'Cuộc trò chuyện',
  address: 'Địa chỉ nhận hàng',
  'address-create': 'Thêm địa chỉ',
  'address-detail': 'Sửa địa chỉ',
  agency: 'Đại lý',
  'agency-customer': 'Khách hàng của đại lý',
  'agency-orderPob': 'Đơn thanh toán hộ của đại lý',
  article: 'Bài viết',
  'article-detail': 'Bài viết',
  'article-policy': 'Bài viết',
  splashScreen: 'Đặt hàng Trung Quốc',
  orderPob: 'Đơn thanh toán hộ',
  'orderPob-detail': 'Chi tiết đơn thanh toán hộ',
  'orderPob-create': 'Tạo đơn thanh toán hộ',
  'orderPob-refund': 'Hoàn tiền thanh toán hộ',
  'orderPob-refundTaobaoInt': 'Hoàn tiền đơn Taobao quốc tế',
  package: 'Kiện hàng',
  profile: 'Tài khoản',
  'profile-changeInfo': 'Đổi thông tin cá nhân',
  'profile-changePassword': 'Đổi mật khẩu',
  delivery: 'Giao hàng',
  'delivery-create': 'Tạo yêu cầu giao hàng',
  'delivery-detail': 'Chi tiết yêu cầu giao',
  staticPage: 'Thông tin',
  'wallet-recharge': 'Nạp tiền',
  'wallet-withdraw': 'Rút tiền',
  transaction: 'Lịch sử giao dịch',
  notification: 'Thông báo',
  orderOrdering: 'Đơn mua hộ',
  'orderOrdering-detail': 'Chi tiết đơn mua hộ',
  'orderOrdering-create': 'Đặt hàng',
  orderShipping: 'Đơn ký gửi vận chuyển',
  'orderShipping-detail': 'Chi tiết đơn ký gửi',
  'orderShipping-create': 'Tạo đơn ký gửi',
  'orderShipping-measureCode': 'Tra mã cân đo',
  'orderShipping-calcShippingFee': 'Tính phí vận chuyển',
  shoppingCart: 'Giỏ hàng',
  orderComplaint: 'Khiếu nại',
  'orderComplaint-create': 'Gửi khiếu nại',
  'orderComplaint-detail': 'Chi tiết khiếu nại',
  taobaoIntOrder: 'Đơn Taobao quốc tế',
  'taobaoIntOrder-refund': 'Hoàn tiền đơn Taobao quốc tế',
  'taobaoIntOrder-detail': 'Chi tiết đơn Taobao quốc tế',
  taobaoIntToken: 'Kết nối tài khoản Taobao',
  chinaWebProduct: 'Tìm sản phẩm',
  'chinaWebProduct-detail': 'Sản phẩm',
  notFound: 'Không tìm thấy trang',
} as const;

export type RouteId = keyof typeof routeTitles;

/** The 404 page's document title, fixed by SPEC.md §2 (in English, as the seed has it); the page
 *  itself shows a Vietnamese heading (commonMessages.notFoundHeading, decision 0030). */
export function notFoundTitle(pathname: string): string {
  return `Page Not Found: ${pathname}`;
}

export const pagesMessages = {
  /** /about's visible heading; its document title stays SPEC.md §2's 'about Page'. */
  aboutHeading: 'Giới thiệu',
  aboutBody: 'Ứng dụng mua hộ hàng Taobao, Tmall, 1688 và Pinduoduo về Việt Nam.',
  counterValue: 'Giá trị',
  counterIncrease: 'Tăng',
  counterDecrease: 'Giảm',
  splashTagline: 'Mua hộ hàng Trung Quốc, giao tận nhà',
} as const;
