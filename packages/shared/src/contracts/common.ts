import { z } from 'zod';

// Vietnamese default messages for every schema (API answers and forms alike), with no type names
// in what people read. Schemas give their own messages where a field needs a specific one.
z.config({
  localeError: (issue) => {
    switch (issue.code) {
      case 'invalid_type':
        return issue.input === undefined ? 'Thông tin bắt buộc' : 'Giá trị không hợp lệ';
      case 'too_small':
        if (issue.origin === 'string') return `Tối thiểu ${issue.minimum} ký tự`;
        if (issue.origin === 'array') return `Chọn ít nhất ${issue.minimum}`;
        return `Giá trị tối thiểu là ${issue.minimum}`;
      case 'too_big':
        if (issue.origin === 'string') return `Tối đa ${issue.maximum} ký tự`;
        if (issue.origin === 'array') return `Tối đa ${issue.maximum} mục`;
        return `Giá trị tối đa là ${issue.maximum}`;
      case 'invalid_format':
        return 'Không đúng định dạng';
      case 'unrecognized_keys':
        return 'Có trường không được hỗ trợ';
      default:
        return 'Giá trị không hợp lệ';
    }
  },
});

/** Vietnamese names of input fields, used to name the field in a 400 answer. */
export const fieldLabels: Record<string, string> = {
  fullName: 'Họ và tên',
  phone: 'Số điện thoại',
  email: 'Email',
  password: 'Mật khẩu',
  userName: 'Email hoặc số điện thoại',
  currentPassword: 'Mật khẩu hiện tại',
  newPassword: 'Mật khẩu mới',
  code: 'Mã xác nhận',
  token: 'Mã thiết bị',
  text: 'Nội dung dán',
  site: 'Trang web',
  productId: 'Mã sản phẩm',
  url: 'Link sản phẩm',
  title: 'Tên sản phẩm',
  shopName: 'Tên shop',
  skuProperties: 'Thuộc tính',
  unitPriceFen: 'Đơn giá',
  quantity: 'Số lượng',
  imageUrl: 'Link ảnh',
  note: 'Ghi chú',
  receiverName: 'Tên người nhận',
  provinceCode: 'Tỉnh/Thành phố',
  wardCode: 'Phường/Xã',
  street: 'Địa chỉ',
  isDefault: 'Địa chỉ mặc định',
  latitude: 'Vĩ độ',
  longitude: 'Kinh độ',
  cartItemIds: 'Sản phẩm trong giỏ',
  addressId: 'Địa chỉ nhận hàng',
  vnWarehouseId: 'Kho nhận hàng tại Việt Nam',
  options: 'Dịch vụ kèm theo',
  amountVnd: 'Số tiền',
  rate: 'Tỷ giá',
  status: 'Trạng thái',
  page: 'Trang',
  pageSize: 'Số dòng mỗi trang',
  id: 'Mã',
  reason: 'Lý do',
};

/** Integer id in a path (`/Address/12`). */
export const idParam = z.object({ id: z.coerce.number().int('Mã không hợp lệ').positive('Mã không hợp lệ') });

/** `page`, `pageSize` query of every list (DESIGN.md §5). */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1, 'Trang phải từ 1 trở lên').default(1),
  pageSize: z.coerce.number().int().min(1).max(100, 'Tối đa 100 dòng mỗi trang').default(20),
});

/** A plain list (`T[]`) of the answers that are not paged. */
export function listOf<T extends z.ZodTypeAny>(item: T) {
  return z.array(item);
}

/** Paginated list wrapper. */
export function paged<T extends z.ZodTypeAny>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  });
}

/** Integer đồng amount. */
export const vnd = z.number().int();

/** `{ ok: true }`: the answer of a call with nothing else to say. */
export const okResponse = z.object({ ok: z.literal(true) });

/** `{ Message, code }` error body. */
export const errorBody = z.object({ Message: z.string(), code: z.string() });

/** Vietnamese mobile number: 10 digits starting 03/05/07/08/09, also accepted as +84/84… */
export const vnMobilePhone = z
  .string({ error: 'Vui lòng nhập số điện thoại' })
  .trim()
  .transform((s) => s.replace(/[\s.-]/g, '').replace(/^\+?84(?=\d{9}$)/, '0'))
  .pipe(z.string().regex(/^0(3|5|7|8|9)\d{8}$/, 'Số điện thoại không hợp lệ'));

/** ISO date-time string in answers. */
export const isoDate = z.string();
