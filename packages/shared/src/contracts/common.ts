import { z } from 'zod';
import { normalizeVnPhone, VN_MOBILE_PATTERN } from '../phone.ts';
import { SEARCH_MAX } from '../search.ts';

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
  roles: 'Vai trò',
  warehouseIds: 'Kho làm việc',
  role: 'Vai trò',
  active: 'Trạng thái',
  phone: 'Số điện thoại',
  email: 'Email',
  password: 'Mật khẩu',
  userName: 'Email hoặc số điện thoại',
  currentPassword: 'Mật khẩu hiện tại',
  newPassword: 'Mật khẩu mới',
  code: 'Mã xác nhận',
  totpCode: 'Mã xác thực',
  recoveryCode: 'Mã khôi phục',
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
  receivedVnd: 'Số tiền đã nhận',
  rate: 'Tỷ giá',
  status: 'Trạng thái',
  page: 'Trang',
  pageSize: 'Số dòng mỗi trang',
  id: 'Mã',
  reason: 'Lý do',
  q: 'Tìm kiếm',
  customerId: 'Khách hàng',
  shopOrderNumber: 'Mã đơn shop',
  domesticShippingFen: 'Phí vận chuyển nội địa',
  // Cart line details from a page or provider, and the landed-cost estimate's weights.
  weightGrams: 'Khối lượng mỗi sản phẩm',
  weightCategory: 'Loại hàng',
  skuId: 'Mã SKU',
  propertyIds: 'Mã thuộc tính',
  source: 'Nguồn sản phẩm',
  fetchedAt: 'Thời điểm lấy dữ liệu',
  listPriceFen: 'Giá gốc',
  stock: 'Tồn kho',
  lines: 'Sản phẩm',
  lineId: 'Sản phẩm',
  boughtQuantity: 'Số lượng mua',
  accept: 'Xác nhận giá mới',
  assigneeId: 'Người mua',
  assignee: 'Người mua',
  needsQuote: 'Cần báo giá',
  tab: 'Danh sách',
  shop: 'Shop',
  minAgeHours: 'Thời gian chờ',
  deliveredCompleteDays: 'Số ngày tự hoàn thành',
  unpaidCancelDays: 'Số ngày tự hủy',
  confirmationReminderDays: 'Số ngày nhắc xác nhận',
  pobPaidCompleteDays: 'Số ngày tự hoàn thành đơn thanh toán hộ',
  // Tariff versions, warehouses and routes (decision 0099).
  effectiveFrom: 'Thời điểm áp dụng',
  exchangeRates: 'Tỷ giá',
  purchase: 'Tỷ giá mua hàng',
  consignment: 'Tỷ giá ký gửi',
  payOnBehalf: 'Thanh toán hộ',
  routeTariffs: 'Biểu phí tuyến',
  routeId: 'Tuyến',
  tariff: 'Biểu phí tuyến',
  serviceFeeTiers: 'Bậc phí mua hàng',
  belowVnd: 'Mức giá trị hàng',
  basisPoints: 'Tỷ lệ phí',
  serviceFeeMinVnd: 'Phí mua hàng tối thiểu',
  countingFeeTiers: 'Bậc phí kiểm đếm',
  maxItems: 'Số cái tối đa',
  perItemVnd: 'Phí kiểm đếm mỗi cái',
  insuranceBasisPoints: 'Tỷ lệ bảo hiểm',
  depositBasisPoints: 'Tỷ lệ đặt cọc',
  quotedDepositBasisPoints: 'Tỷ lệ đặt cọc đơn báo giá',
  woodenCrate: 'Phí đóng gỗ',
  firstKgFen: 'Phí đóng gỗ kg đầu',
  nextKgFen: 'Phí đóng gỗ mỗi kg tiếp theo',
  perKgTiers: 'Bậc giá vận chuyển',
  belowKg10: 'Mức cân nặng',
  perKgVnd: 'Giá mỗi kg',
  perCubicMeterVnd: 'Giá mỗi m³',
  volumetricDivisor: 'Hệ số quy đổi',
  fastSurchargePerKgVnd: 'Phụ phí chuyển nhanh mỗi kg',
  rateTiers: 'Bậc tỷ giá thanh toán hộ',
  belowFen: 'Mức tổng tiền',
  feeBasisPoints: 'Tỷ lệ phí thanh toán hộ',
  feeMinVnd: 'Phí thanh toán hộ tối thiểu',
  name: 'Tên',
  country: 'Quốc gia',
  addressZh: 'Địa chỉ tiếng Trung',
  recipientTemplate: 'Mẫu người nhận',
  provinceZh: 'Tỉnh (tiếng Trung)',
  cityZh: 'Thành phố (tiếng Trung)',
  districtZh: 'Quận/huyện (tiếng Trung)',
  streetZh: 'Địa chỉ chi tiết (tiếng Trung)',
  fromWarehouseId: 'Kho đi',
  toWarehouseId: 'Kho đến',
  transitDays: 'Số ngày vận chuyển',
};

// Input bounds (decision 0022): every id, string, quantity and money field a request carries is
// bounded here, so no input reaches PostgreSQL out of its column's range (an `integer` id above
// 2^31−1, a NUL in `text`) or makes a sum leave JavaScript's safe integers.

/** Largest id: PostgreSQL `integer` (every table's identity) holds up to 2^31−1. */
export const MAX_ID = 2_147_483_647;
/** Deepest page of a list: page × pageSize stays far inside `bigint` and the planner's patience. */
export const MAX_PAGE = 100_000;
/** The message for a NUL (U+0000) in a string: PostgreSQL `text` and `jsonb` cannot hold it. */
export const NUL_MESSAGE = 'Nội dung có ký tự không hợp lệ';

/** True when `s` has no NUL character. */
export function hasNoNul(s: string): boolean {
  return !s.includes('\u0000');
}

/**
 * A string of at most `max` characters without NUL (`safeText(200)`); chain `.trim()`, `.min()` or
 * another `.max()` with its own message after it. Every string field of a request uses it.
 */
export function safeText(max: number, tooLong = `Tối đa ${max} ký tự`, required?: string) {
  return z
    .string(required ? { error: required } : undefined)
    .max(max, tooLong)
    .refine(hasNoNul, NUL_MESSAGE);
}

/** The too-long message of one field, naming it: `tooLong('Tên sản phẩm', 500)` → 'Tên sản phẩm tối đa 500 ký tự'. */
export function tooLong(label: string, max: number): string {
  return `${label} tối đa ${max} ký tự`;
}

/** A row id in a body (1…2^31−1). */
export const id = z.number().int('Mã không hợp lệ').min(1, 'Mã không hợp lệ').max(MAX_ID, 'Mã không hợp lệ');

/** Integer id in a path (`/Address/12`): 1…2^31−1, else 400 before any query runs. */
export const idParam = z.object({
  id: z.coerce.number().int('Mã không hợp lệ').positive('Mã không hợp lệ').max(MAX_ID, 'Mã không hợp lệ'),
});

/** `page` of a list query: 1…MAX_PAGE. */
export const pageNumber = z.coerce.number().int().min(1, 'Trang phải từ 1 trở lên').max(MAX_PAGE, 'Trang quá lớn');
/** The largest `pageSize` of a list query. */
export const MAX_PAGE_SIZE = 100;
/** `pageSize` of a list query: 1…MAX_PAGE_SIZE. */
export const pageSize = z.coerce.number().int().min(1).max(MAX_PAGE_SIZE, `Tối đa ${MAX_PAGE_SIZE} dòng mỗi trang`);

/**
 * The staff search box's text (`q`, decision 0040): trimmed, at most SEARCH_MAX characters, no NUL;
 * empty means no search. What it matches: @app/shared/search.
 */
export const searchText = safeText(SEARCH_MAX, `Nội dung tìm kiếm tối đa ${SEARCH_MAX} ký tự`).trim();

/** A user id in a query string (`?customerId=12`): 1…2^31−1. */
export const idQuery = z.coerce
  .number()
  .int('Mã không hợp lệ')
  .positive('Mã không hợp lệ')
  .max(MAX_ID, 'Mã không hợp lệ');

/** Most rows one CSV export writes (decision 0041); past it the file ends and says so in a header. */
export const EXPORT_MAX_ROWS = 100_000;

/** The 200 answer of a CSV export: `text/csv; charset=utf-8`, UTF-8 with a BOM, CRLF lines (decision 0041). */
export const csvFile = z.string();

/** `page`, `pageSize` query of every list (DESIGN.md §5). */
export const pageQuery = z.object({ page: pageNumber.default(1), pageSize: pageSize.default(20) });

/** Largest unit price: ¥1,000,000 in fen (1 CNY = 100 fen). */
export const MAX_UNIT_PRICE_FEN = 100_000_000;
/** Largest quantity of one cart or order line. */
export const MAX_QUANTITY = 100_000;
/**
 * Largest amount of one line (unit price × quantity): ¥1,000,000. With at most 200 lines a cart and
 * a rate of at most 10,000 ₫/¥, every sum in fen or đồng stays below 2^53 (fenToVnd multiplies).
 */
export const MAX_LINE_FEN = 100_000_000;

/** A shop's unit price in integer fen, 1…MAX_UNIT_PRICE_FEN. */
export const moneyFen = z
  .number({ error: 'Vui lòng nhập đơn giá' })
  .int('Đơn giá không hợp lệ')
  .min(1, 'Đơn giá phải lớn hơn 0')
  .max(MAX_UNIT_PRICE_FEN, 'Đơn giá quá lớn');

/** A line's quantity, 1…MAX_QUANTITY. */
export const quantity = z
  .number({ error: 'Vui lòng nhập số lượng' })
  .int('Số lượng phải là số nguyên')
  .min(1, 'Số lượng tối thiểu là 1')
  .max(MAX_QUANTITY, 'Số lượng quá lớn');

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

/**
 * `{ Message, code }` error body; an `insufficient-balance` refusal of a payment that knows its amount
 * adds what is missing (đồng) and where to recharge (`/wallet/recharge?amount=…`).
 */
export const errorBody = z.object({
  Message: z.string(),
  code: z.string(),
  missingVnd: z.number().int().optional(),
  rechargeUrl: z.string().optional(),
});

/**
 * Vietnamese mobile number: 10 digits starting 03/05/07/08/09, as typed (`0977 318 462`, `+84…`,
 * `84…`, `0977.318.462`), stored and answered canonical (`0977318462`) through normalizeVnPhone.
 */
export const vnMobilePhone = z
  .string({ error: 'Vui lòng nhập số điện thoại' })
  .max(30, 'Số điện thoại không hợp lệ')
  .trim()
  .min(1, 'Vui lòng nhập số điện thoại')
  .transform(normalizeVnPhone)
  .pipe(z.string().regex(VN_MOBILE_PATTERN, 'Số điện thoại không hợp lệ'));

/** ISO date-time string in answers. */
export const isoDate = z.string();
