/**
 * Page titles (document.title and the top bar) by route id, and the empty states of the areas
 * this release does not fill yet. Titles fixed by SPEC.md §2 stay exactly as given there
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
  taobaoIntOrder: 'Đơn Taobao quốc tế',
  'taobaoIntOrder-refund': 'Hoàn tiền đơn Taobao quốc tế',
  taobaoIntToken: 'Kết nối tài khoản Taobao',
  chinaWebProduct: 'Tìm sản phẩm',
  'chinaWebProduct-detail': 'Sản phẩm',
  notFound: 'Không tìm thấy trang',
} as const;

export type RouteId = keyof typeof routeTitles;

/** Areas shown as an empty state for now: what the customer will find there. */
export const emptyAreas = {
  chat: { title: 'Chưa có tin nhắn', description: 'Trao đổi với nhân viên về đơn hàng và kiện hàng sẽ hiện ở đây.' },
  agency: {
    title: 'Khu vực đại lý',
    description: 'Đại lý sẽ quản lý khách hàng của mình và các đơn thanh toán hộ tại đây.',
  },
  article: { title: 'Chưa có bài viết', description: 'Hướng dẫn mua hàng, chính sách và tin tức sẽ được đăng ở đây.' },
  orderPob: {
    title: 'Chưa có đơn thanh toán hộ',
    description: 'Bạn sẽ gửi yêu cầu thanh toán hộ đơn Taobao, Alipay và theo dõi hoàn tiền tại đây.',
  },
  package: {
    title: 'Chưa có kiện hàng',
    description: 'Các kiện hàng về kho Trung Quốc và Việt Nam, cân nặng và mã vận đơn sẽ hiện ở đây.',
  },
  delivery: {
    title: 'Chưa có yêu cầu giao hàng',
    description: 'Bạn sẽ yêu cầu giao các kiện đã về kho Việt Nam tại đây.',
  },
  orderShipping: {
    title: 'Chưa có đơn ký gửi',
    description: 'Bạn sẽ gửi hàng tự mua về kho Trung Quốc, tra mã cân đo và tính phí vận chuyển tại đây.',
  },
  notification: { title: 'Chưa có thông báo', description: 'Thông báo về đơn hàng, kiện hàng và ví sẽ hiện ở đây.' },
  orderComplaint: {
    title: 'Chưa có khiếu nại',
    description: 'Bạn sẽ gửi khiếu nại khi hàng thiếu, sai hoặc hỏng và theo dõi kết quả tại đây.',
  },
  taobaoInt: {
    title: 'Taobao quốc tế',
    description: 'Kết nối tài khoản Taobao để đặt đơn Taobao quốc tế và theo dõi hoàn tiền tại đây.',
  },
  staticPage: { title: 'Chưa có nội dung', description: 'Trang thông tin này đang được biên soạn.' },
  withdraw: {
    title: 'Rút tiền sắp ra mắt',
    description: 'Bạn sẽ rút số dư ví về tài khoản ngân hàng của mình tại đây.',
  },
} as const;

export type EmptyArea = keyof typeof emptyAreas;

export const pagesMessages = {
  comingSoonBadge: 'Sắp ra mắt',
  aboutBody: 'Ứng dụng mua hộ hàng Taobao, Tmall, 1688 và Pinduoduo về Việt Nam.',
  counterValue: 'Giá trị',
  counterIncrease: 'Tăng',
  counterDecrease: 'Giảm',
  splashTagline: 'Mua hộ hàng Trung Quốc, giao tận nhà',
} as const;
