/**
 * Empty states of the areas this release does not fill yet: what the customer will find there.
 * Kept apart from the route titles so only the empty-state page downloads them.
 */
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
