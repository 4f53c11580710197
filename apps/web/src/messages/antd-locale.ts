/**
 * antd-mobile's vi-VN strings that read unevenly (STACK.md trap 8: "Chắc chắn" for confirm,
 * "OK", machine-translated empty states), replaced key by key by spreading the locale object. Loaded only with the UI kit
 * (app/layouts/app-providers.tsx).
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
