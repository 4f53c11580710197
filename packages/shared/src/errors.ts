/**
 * The one error table: each error the API can answer, by id, with its HTTP status and Vietnamese
 * message. Throw sites name only the id (`new AppError('order-not-found')`); the API answers
 * `{ Message, code }` where `code` is the entry's `code` when it has one (a specific message under
 * a general wire code, such as `not-found`), else the id. Status 0: a client-side failure.
 * SPEC.md §8's codes keep their names; product codes are kebab-case too.
 */
export const errorTable = {
  'validation-error': { status: 400, message: 'Dữ liệu không hợp lệ' },
  /** A keyset cursor (`?cursor=`) this server did not issue (decision 0096's audit log). */
  'invalid-cursor': { status: 400, message: 'Vị trí trang không hợp lệ, vui lòng tải lại danh sách' },
  'internal-error': { status: 500, message: 'Có lỗi xảy ra' },
  'service-unavailable': { status: 503, message: 'Hệ thống đang tạm thời gián đoạn, vui lòng thử lại sau ít phút' },
  'network-request-failed': { status: 0, message: 'Không kết nối được máy chủ, vui lòng thử lại' },
  unauthenticated: { status: 401, message: 'Vui lòng đăng nhập' },
  'invalid-user-token': { status: 401, message: 'Phiên đăng nhập không hợp lệ, vui lòng đăng nhập lại' },
  'user-token-expired': { status: 401, message: 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại' },
  'invalid-refresh-token': { status: 401, message: 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại' },
  forbidden: { status: 403, message: 'Bạn không có quyền thực hiện thao tác này' },
  'own-recharge-approval': {
    status: 403,
    message: 'Bạn không thể tự duyệt yêu cầu nạp tiền vào ví của chính mình',
  },
  'own-order-action': {
    status: 403,
    message: 'Bạn không thể xử lý đơn hàng của chính mình, hãy nhờ nhân viên khác',
  },
  'own-claim-action': {
    status: 403,
    message: 'Bạn không thể xác nhận kiện trôi nổi cho chính mình, hãy nhờ nhân viên khác',
  },
  'not-found': { status: 404, message: 'Không tìm thấy dữ liệu' },
  'email-already-in-use': { status: 409, message: 'Email đã được sử dụng cho một tài khoản khác' },
  'phone-already-in-use': { status: 409, message: 'Số điện thoại đã được sử dụng cho một tài khoản khác' },
  /** Both at once: the forms show each field's own message (email-already-in-use, phone-already-in-use). */
  'email-and-phone-already-in-use': {
    status: 409,
    message: 'Email và số điện thoại đã được sử dụng cho một tài khoản khác',
  },
  'invalid-credential': { status: 401, message: 'Tài khoản hoặc mật khẩu không đúng' },
  'wrong-password': { status: 400, message: 'Mật khẩu hiện tại không đúng' },
  'user-not-found': { status: 404, message: 'Không tìm thấy tài khoản' },
  'user-disabled': { status: 403, message: 'Tài khoản đã bị khóa' },
  'too-many-requests': { status: 429, message: 'Bạn thao tác quá nhiều lần, vui lòng thử lại sau ít phút' },
  // Taobao Global linked accounts (decision 0116).
  // Product-data provider (/ChinaWebProduct).
  'product-search-not-enabled': { status: 404, message: 'Tìm kiếm sản phẩm chưa được bật, vui lòng dán link sản phẩm' },
  'product-provider-unavailable': {
    status: 503,
    message: 'Nguồn dữ liệu sản phẩm đang không phản hồi, vui lòng thử lại sau hoặc dán link sản phẩm',
  },
  'cart-shop-not-found': { status: 404, message: 'Giỏ hàng không có sản phẩm của shop này' },
  'taobao-global-not-configured': { status: 404, message: 'Dịch vụ Taobao Global chưa được bật' },
  'taobao-account-linked-elsewhere': {
    status: 409,
    message: 'Tài khoản Taobao này đã được liên kết với một khách hàng khác',
  },
  'taobao-token-not-active': {
    status: 409,
    message: 'Tài khoản Taobao đã hết hạn hoặc đã hủy liên kết, vui lòng liên kết lại',
  },
  'taobao-order-not-found': { status: 404, message: 'Không tìm thấy đơn Taobao Global', code: 'not-found' },
  // Taobao Global payment and refunds through pay-on-behalf (decision 0120).
  'taobao-order-not-payable': {
    status: 409,
    message: 'Chỉ thanh toán hộ được đơn Taobao đang chờ thanh toán',
  },
  'taobao-order-in-payment': {
    status: 409,
    message: 'Đơn Taobao đã được gửi thanh toán hộ trong một đơn khác đang xử lý',
  },
  'taobao-refund-not-allowed': {
    status: 409,
    message: 'Đơn Taobao này chưa thể yêu cầu hoàn tiền',
  },
  'taobao-sync-failed': { status: 503, message: 'Không kết nối được Taobao, vui lòng thử lại sau ít phút' },
  // Web Push (decision 0111).
  'push-not-configured': { status: 404, message: 'Máy chủ chưa bật thông báo đẩy' },
  'push-device-not-found': { status: 404, message: 'Không tìm thấy thiết bị', code: 'not-found' },
  'push-subscription-invalid': { status: 400, message: 'Mã thiết bị không hợp lệ', code: 'validation-error' },
  'password-does-not-meet-requirements': { status: 400, message: 'Mật khẩu chưa đủ mạnh' },
  'missing-password': { status: 400, message: 'Vui lòng nhập mật khẩu' },
  'invalid-action-code': { status: 400, message: 'Mã xác nhận không đúng' },
  // Staff two-factor sign-in (decision 0098).
  'totp-required': {
    status: 401,
    message: 'Vui lòng nhập mã xác thực 6 chữ số từ ứng dụng xác thực (hoặc một mã khôi phục)',
  },
  'invalid-totp-code': { status: 400, message: 'Mã xác thực không đúng hoặc đã được dùng, vui lòng thử mã mới' },
  /** The login's wrong second factor: 401 like a wrong password, under the same wire code. */
  'login-invalid-totp-code': {
    status: 401,
    message: 'Mã xác thực không đúng hoặc đã được dùng, vui lòng thử mã mới',
    code: 'invalid-totp-code',
  },
  'totp-setup-required': {
    status: 403,
    message:
      'Thao tác liên quan đến tiền cần bật xác thực hai bước. Vui lòng vào trang Bảo mật để cài ứng dụng xác thực rồi thử lại',
  },
  'totp-already-enabled': { status: 409, message: 'Xác thực hai bước đã được bật cho tài khoản này' },
  'totp-not-enabled': { status: 409, message: 'Xác thực hai bước chưa được bật cho tài khoản này' },
  'totp-setup-missing': {
    status: 409,
    message: 'Vui lòng bấm "Bắt đầu cài đặt" để tạo mã QR mới rồi nhập mã xác thực',
  },
  'expired-action-code': { status: 400, message: 'Mã xác nhận đã hết hạn, vui lòng yêu cầu mã mới' },
  'unsupported-link': {
    status: 422,
    message: 'Không tìm thấy link sản phẩm Taobao, Tmall, 1688 hoặc Pinduoduo trong nội dung đã dán',
  },
  'cart-item-not-found': { status: 404, message: 'Sản phẩm không còn trong giỏ hàng' },
  'exchange-rate-missing': { status: 409, message: 'Chưa có tỷ giá, vui lòng liên hệ nhân viên' },
  'insufficient-balance': { status: 409, message: 'Số dư ví không đủ, vui lòng nạp thêm tiền' },
  'idempotency-key-required': { status: 400, message: 'Thiếu khóa chống trùng lặp (Idempotency-Key)' },
  'idempotency-key-reused': { status: 422, message: 'Khóa chống trùng lặp đã được dùng cho một yêu cầu khác' },
  'invalid-status-transition': { status: 409, message: 'Không thể chuyển đơn sang trạng thái này' },
  'order-not-paid': { status: 409, message: 'Đơn hàng chưa được thanh toán đủ' },
  /** A posting's idempotency key was already posted: the flow that wanted to count it stops (decision 0084). */
  'posting-replayed': {
    status: 409,
    message:
      'Khoản tiền này đã được ghi sổ trước đó nên không ghi lại lần nữa. Vui lòng tải lại trang để xem số liệu mới',
  },
  'bank-account-missing': { status: 409, message: 'Chưa có tài khoản ngân hàng nhận tiền, vui lòng liên hệ nhân viên' },
  'recharge-not-pending': { status: 409, message: 'Yêu cầu nạp tiền không còn ở trạng thái chờ duyệt' },
  'recharge-note-required': {
    status: 400,
    message: 'Vui lòng ghi chú lý do khi số tiền đã nhận khác số tiền yêu cầu',
    code: 'validation-error',
  },
  'address-required': { status: 400, message: 'Vui lòng chọn địa chỉ nhận hàng' },
  'warehouse-invalid': { status: 400, message: 'Kho nhận hàng không hợp lệ' },
  'order-not-found': { status: 404, message: 'Không tìm thấy đơn hàng', code: 'not-found' },
  'address-not-found': { status: 404, message: 'Không tìm thấy địa chỉ', code: 'not-found' },
  'receiver-address-not-found': { status: 404, message: 'Không tìm thấy địa chỉ nhận hàng', code: 'not-found' },
  'bank-account-not-found': { status: 404, message: 'Không tìm thấy tài khoản ngân hàng', code: 'not-found' },
  'bank-account-exists': { status: 409, message: 'Tài khoản ngân hàng này đã có trong danh sách' },
  'staff-not-found': { status: 404, message: 'Không tìm thấy nhân viên', code: 'not-found' },
  'staff-warehouse-invalid': { status: 400, message: 'Kho được phân công không tồn tại' },
  'own-account': {
    status: 409,
    message: 'Bạn không thể tự khóa, tự bỏ quyền quản trị hay tự đặt lại mật khẩu của chính mình',
  },
  'last-admin': {
    status: 409,
    message: 'Không thể khóa hoặc bỏ quyền của quản trị viên cuối cùng đang hoạt động',
  },
  'invalid-password-link': {
    status: 400,
    message: 'Liên kết đặt mật khẩu không hợp lệ hoặc đã được dùng, hãy nhờ quản trị viên gửi lại',
  },
  'expired-password-link': {
    status: 400,
    message: 'Liên kết đặt mật khẩu đã hết hạn (sau 24 giờ), hãy nhờ quản trị viên gửi lại',
  },
  'customer-not-found': { status: 404, message: 'Không tìm thấy khách hàng', code: 'not-found' },
  // Customer care and levels (decision 0100).
  'customer-is-staff': {
    status: 409,
    message: 'Tài khoản này là nhân viên: hãy khóa hoặc mở khóa trong mục "Nhân viên"',
  },
  'customer-already-locked': { status: 409, message: 'Tài khoản khách hàng đã bị khóa trước đó' },
  'customer-not-locked': { status: 409, message: 'Tài khoản khách hàng đang hoạt động, không cần mở khóa' },
  'sales-staff-invalid': {
    status: 400,
    message: 'Người phụ trách phải là nhân viên chăm sóc khách hàng hoặc quản trị đang hoạt động',
    code: 'validation-error',
  },
  'customer-level-invalid': {
    status: 400,
    message: 'Hạng khách hàng không tồn tại, vui lòng tải lại trang',
    code: 'validation-error',
  },
  'recharge-not-found': { status: 404, message: 'Không tìm thấy yêu cầu nạp tiền', code: 'not-found' },
  'province-not-found': { status: 404, message: 'Không tìm thấy tỉnh/thành phố', code: 'not-found' },
  'order-not-awaiting-deposit': {
    status: 409,
    message: 'Đơn hàng không ở trạng thái chờ đặt cọc',
    code: 'invalid-status-transition',
  },
  'order-not-cancellable': {
    status: 409,
    message: 'Đơn hàng đã được mua, không thể hủy',
    code: 'invalid-status-transition',
  },
  'deposit-only-from-wallet': {
    status: 409,
    message: 'Trạng thái "Đã đặt cọc" chỉ có khi khách hàng đặt cọc từ ví',
    code: 'invalid-status-transition',
  },
  // Buying, quotes and price changes (decision 0050).
  'order-not-purchasable': {
    status: 409,
    message: 'Chỉ ghi nhận mua hàng cho đơn đã đặt cọc hoặc đang mua hàng',
    code: 'invalid-status-transition',
  },
  'order-not-awaiting-quote': {
    status: 409,
    message: 'Đơn hàng không ở trạng thái chờ báo giá',
    code: 'invalid-status-transition',
  },
  'order-not-awaiting-confirmation': {
    status: 409,
    message: 'Đơn hàng không còn chờ bạn xác nhận giá mới',
    code: 'invalid-status-transition',
  },
  'order-not-assignable': {
    status: 409,
    message: 'Chỉ giao người mua cho đơn đang chờ báo giá, chờ mua hoặc đang mua hàng',
    code: 'invalid-status-transition',
  },
  'order-line-not-in-order': {
    status: 400,
    message: 'Sản phẩm không thuộc đơn hàng này, vui lòng tải lại đơn',
    code: 'validation-error',
  },
  'bought-more-than-ordered': {
    status: 400,
    message: 'Số lượng mua không được lớn hơn số lượng khách đặt',
    code: 'validation-error',
  },
  'quote-lines-incomplete': {
    status: 400,
    message: 'Vui lòng báo giá đủ tất cả sản phẩm của đơn',
    code: 'validation-error',
  },
  'assignee-not-purchaser': {
    status: 400,
    message: 'Người được giao phải là nhân viên mua hàng',
    code: 'validation-error',
  },
  'order-line-already-bought': {
    status: 409,
    message: 'Sản phẩm này đã được ghi nhận mua, vui lòng tải lại đơn',
  },
  'shop-order-exists': { status: 409, message: 'Mã đơn shop này đã được ghi nhận cho đơn hàng' },
  'price-change-from-purchase': {
    status: 409,
    message: 'Trạng thái "Chờ khách xác nhận" chỉ có khi ghi nhận mua hàng với giá cao hơn giá khách đã đặt',
    code: 'invalid-status-transition',
  },
  'price-change-only-by-customer': {
    status: 409,
    message: 'Chỉ khách hàng mới có thể đồng ý giá mới',
    code: 'invalid-status-transition',
  },
  // Statuses the staff status form may not set: each comes from its own action (decision 0085).
  'status-needs-quote': {
    status: 409,
    message: 'Trạng thái "Chờ đặt cọc" chỉ có khi báo giá đơn: hãy dùng "Báo giá"',
    code: 'status-needs-action',
  },
  'status-needs-purchase': {
    status: 409,
    message: 'Trạng thái "Đang mua hàng" và "Đã mua hàng" chỉ có khi ghi nhận mua hàng: hãy dùng "Ghi nhận mua hàng"',
    code: 'status-needs-action',
  },
  'status-needs-tracking-code': {
    status: 409,
    message: 'Trạng thái "Shop đã phát hàng" chỉ có khi nhập mã vận đơn shop đã gửi cho đơn',
    code: 'status-needs-action',
  },
  'status-needs-parcel-scan': {
    status: 409,
    message: 'Đơn chuyển sang các trạng thái kho theo kiện hàng của đơn: hãy quét kiện tại kho',
    code: 'status-needs-action',
  },
  'status-needs-delivery-request': {
    status: 409,
    message:
      'Trạng thái "Đang giao" và "Đã nhận hàng" chỉ có qua yêu cầu giao hàng: hãy xử lý trong "Yêu cầu giao hàng"',
    code: 'status-needs-action',
  },
  'status-needs-receipt': {
    status: 409,
    message: 'Đơn chỉ hoàn thành khi khách xác nhận đã nhận hàng, hoặc tự động sau số ngày đã cài đặt',
    code: 'status-needs-action',
  },
  'product-id-invalid': { status: 400, message: 'Mã sản phẩm không hợp lệ', code: 'validation-error' },
  'province-invalid': {
    status: 400,
    message: 'Tỉnh/Thành phố: Không tìm thấy tỉnh/thành phố',
    code: 'validation-error',
  },
  'ward-not-in-province': {
    status: 400,
    message: 'Phường/Xã: Phường/xã không thuộc tỉnh/thành phố đã chọn',
    code: 'validation-error',
  },
  // Parcels, scans, weighing and bags (DESIGN.md §3.5 and §3.5b).
  'parcel-not-found': { status: 404, message: 'Không tìm thấy kiện hàng', code: 'not-found' },
  'warehouse-not-found': { status: 404, message: 'Không tìm thấy kho', code: 'not-found' },
  'bag-not-found': { status: 404, message: 'Không tìm thấy bao hàng', code: 'not-found' },
  'warehouse-not-assigned': {
    status: 403,
    message: 'Bạn chưa được phân công làm việc tại kho này, hãy liên hệ quản trị viên',
  },
  'wrong-warehouse-role': {
    status: 403,
    message:
      'Bạn không làm việc tại kho này: kho Trung Quốc cần vai trò Kho Trung Quốc, kho Việt Nam cần vai trò Kho Việt Nam',
    code: 'forbidden',
  },
  'order-not-awaiting-tracking': {
    status: 409,
    message: 'Chỉ thêm mã vận đơn cho đơn đã mua hàng hoặc shop đã phát hàng',
    code: 'invalid-status-transition',
  },
  'tracking-code-taken': { status: 409, message: 'Mã vận đơn đã thuộc một kiện khác' },
  'tracking-code-received': {
    status: 409,
    message: 'Kiện của mã vận đơn này đã về kho, không thể xóa mã',
  },
  'parcel-not-in-warehouse': {
    status: 409,
    message: 'Kiện chưa nhập kho hoặc đã rời kho, không thể cân đo',
  },
  'parcel-already-bagged': { status: 409, message: 'Kiện đã ở trong một bao khác' },
  'parcel-order-not-deposited': {
    status: 409,
    message: 'Đơn của kiện chưa đặt cọc đủ, kiện chưa được rời kho Trung Quốc',
  },
  'parcel-unclaimed': { status: 409, message: 'Kiện trôi nổi chưa có chủ, hãy gán kiện cho đơn hàng trước' },
  'parcel-not-measured': { status: 409, message: 'Kiện chưa được cân đo' },
  'bag-not-open': { status: 409, message: 'Bao đã đóng, không thể thêm kiện', code: 'invalid-status-transition' },
  'bag-not-open-remove': {
    status: 409,
    message: 'Bao đã đóng, không thể bỏ kiện ra',
    code: 'invalid-status-transition',
  },
  'bag-empty': { status: 409, message: 'Bao chưa có kiện nào' },
  'bag-route-invalid': {
    status: 400,
    message: 'Bao phải đi từ một kho Trung Quốc đến một kho Việt Nam',
    code: 'validation-error',
  },
  'parcel-wrong-route': { status: 409, message: 'Kiện không đi đến kho đích của bao này' },
  'parcel-not-unclaimed': { status: 409, message: 'Kiện này đã có chủ' },
  'claim-exists': { status: 409, message: 'Bạn đã gửi yêu cầu nhận kiện này, vui lòng chờ nhân viên xác nhận' },
  'claim-not-found': { status: 404, message: 'Không tìm thấy yêu cầu nhận kiện', code: 'not-found' },
  'claim-not-pending': { status: 409, message: 'Yêu cầu nhận kiện đã được xử lý' },
  'photo-not-found': { status: 404, message: 'Không tìm thấy ảnh', code: 'not-found' },
  'photo-invalid': {
    status: 400,
    message: 'Ảnh phải là JPEG, PNG hoặc WebP, tối đa 5 MB',
    code: 'validation-error',
  },
  'order-not-receiving-parcels': {
    status: 409,
    message: 'Đơn hàng này không nhận thêm kiện: đơn chưa mua hàng, đã hủy hoặc đã giao',
  },
  'claim-limit-reached': {
    status: 409,
    message: 'Bạn đang có 10 yêu cầu nhận kiện chờ xác nhận, vui lòng chờ nhân viên xử lý trước khi gửi thêm',
  },
  'photo-limit-reached': { status: 409, message: 'Mỗi kiện có tối đa 10 ảnh' },
  // Claims by declaration, label photos, warehouse scope of unclaimed parcels (decision 0083).
  'assignee-not-customer': {
    status: 400,
    message: 'Chỉ gán kiện cho tài khoản khách hàng, không gán cho nhân viên',
    code: 'validation-error',
  },
  // Delivery requests (decision 0065).
  'delivery-not-found': { status: 404, message: 'Không tìm thấy yêu cầu giao hàng', code: 'not-found' },
  'parcel-not-available': {
    status: 409,
    message: 'Kiện không còn chờ giao tại kho Việt Nam, vui lòng tải lại danh sách',
  },
  'parcel-in-delivery': { status: 409, message: 'Kiện đã nằm trong một yêu cầu giao khác, vui lòng tải lại danh sách' },
  'delivery-mixed-warehouses': {
    status: 400,
    message: 'Các kiện của một yêu cầu giao phải ở cùng một kho, vui lòng tạo yêu cầu riêng cho từng kho',
    code: 'validation-error',
  },
  'delivery-not-cancellable': {
    status: 409,
    message: 'Yêu cầu giao đã được giao cho vận chuyển, không thể hủy',
    code: 'invalid-status-transition',
  },
  'delivery-carrier-required': {
    status: 400,
    message: 'Vui lòng nhập đơn vị vận chuyển và mã vận đơn khi giao cho đơn vị vận chuyển',
    code: 'validation-error',
  },
  'delivery-coach-required': {
    status: 400,
    message: 'Vui lòng nhập tên nhà xe và số điện thoại nhà xe khi gửi nhà xe',
    code: 'validation-error',
  },
  'delivery-not-scanned-out': { status: 409, message: 'Còn kiện chưa quét xuất kho theo phiếu xuất' },
  'delivery-not-processing': {
    status: 409,
    message: 'Chỉ quét xuất kho khi yêu cầu đang chuẩn bị hàng (đã có phiếu xuất)',
    code: 'invalid-status-transition',
  },
  'parcel-not-on-slip': { status: 409, message: 'Kiện này không thuộc phiếu xuất, không được xuất kho' },
  'export-slip-not-found': { status: 404, message: 'Yêu cầu giao chưa có phiếu xuất', code: 'not-found' },
  'order-not-delivered': {
    status: 409,
    message: 'Đơn hàng chưa được giao đến bạn, chưa thể xác nhận đã nhận hàng',
    code: 'invalid-status-transition',
  },
  // Consignment orders (decisions 0061 and 0063).
  'consignment-not-found': { status: 404, message: 'Không tìm thấy đơn ký gửi', code: 'not-found' },
  'consignment-not-cancellable': {
    status: 409,
    message: 'Chỉ hủy được đơn ký gửi khi chưa có kiện nào về kho Trung Quốc',
    code: 'invalid-status-transition',
  },
  'consignment-not-editable': {
    status: 409,
    message: 'Đơn ký gửi đã có hàng về kho hoặc đã hủy, không thể thay đổi mã vận đơn',
    code: 'invalid-status-transition',
  },
  'consignment-parcel-received': {
    status: 409,
    message: 'Kiện đã về kho, không thể xóa mã vận đơn này',
    code: 'invalid-status-transition',
  },
  'consignment-parcel-last': {
    status: 409,
    message: 'Đơn ký gửi cần ít nhất một kiện: hãy hủy đơn nếu không gửi nữa',
  },
  'consignment-parcel-limit': { status: 409, message: 'Mỗi đơn ký gửi có tối đa 50 kiện' },
  'measure-code-not-found': {
    status: 404,
    message: 'Không tìm thấy mã vận đơn này trong các kiện của bạn',
    code: 'not-found',
  },
  // Input bounds, database refusals and per-user caps (decision 0022).
  'input-invalid': { status: 400, message: 'Dữ liệu không hợp lệ', code: 'validation-error' },
  'input-out-of-range': { status: 400, message: 'Giá trị vượt quá giới hạn cho phép', code: 'validation-error' },
  'input-invalid-characters': {
    status: 400,
    message: 'Nội dung có ký tự không hợp lệ',
    code: 'validation-error',
  },
  'input-too-long': { status: 400, message: 'Nội dung quá dài', code: 'validation-error' },
  'data-conflict': { status: 409, message: 'Dữ liệu vừa thay đổi hoặc bị trùng, vui lòng tải lại và thử lại' },
  'data-reference-missing': {
    status: 409,
    message: 'Dữ liệu liên quan không còn tồn tại, vui lòng tải lại và thử lại',
  },
  'data-constraint-violated': { status: 422, message: 'Dữ liệu không thỏa điều kiện cho phép' },
  'cart-line-too-large': {
    status: 422,
    message: 'Thành tiền một sản phẩm tối đa ¥1.000.000 (đơn giá × số lượng)',
  },
  'address-limit-reached': {
    status: 409,
    message: 'Bạn đã có 20 địa chỉ, vui lòng xóa bớt địa chỉ cũ trước khi thêm địa chỉ mới',
  },
  'cart-limit-reached': {
    status: 409,
    message: 'Giỏ hàng đã có 200 sản phẩm, vui lòng đặt hàng hoặc xóa bớt trước khi thêm',
  },
  'pending-recharge-limit-reached': {
    status: 409,
    message: 'Bạn đang có 5 yêu cầu nạp tiền chờ duyệt, vui lòng chờ nhân viên duyệt trước khi tạo thêm',
  },
  // Articles, static pages and images (decision 0102).
  'article-not-found': { status: 404, message: 'Không tìm thấy bài viết', code: 'not-found' },
  'static-page-not-found': { status: 404, message: 'Không tìm thấy trang', code: 'not-found' },
  'image-not-found': { status: 404, message: 'Không tìm thấy ảnh', code: 'not-found' },
  'article-slug-taken': { status: 409, message: 'Đường dẫn này đã được bài viết khác sử dụng' },
  'article-not-draft': {
    status: 409,
    message: 'Chỉ xóa được bản nháp; bài đã đăng hãy chuyển sang lưu trữ',
  },
  'article-already-published': { status: 409, message: 'Bài viết đã được đăng' },
  'article-already-archived': { status: 409, message: 'Bài viết đã được lưu trữ' },
  'cover-image-not-found': { status: 400, message: 'Ảnh bìa không tồn tại', code: 'validation-error' },
  'image-invalid': {
    status: 400,
    message: 'Ảnh phải là JPEG, PNG, WebP hoặc GIF, tối đa 5 MB',
    code: 'validation-error',
  },
  'image-not-own': {
    status: 400,
    message: 'Ảnh đính kèm không hợp lệ: chỉ dùng được ảnh do chính bạn tải lên',
    code: 'validation-error',
  },
  // Money limits (DESIGN.md §3.12): above a member's limit a second member decides.
  'money-limit-exceeded': {
    status: 403,
    message: 'Số tiền vượt hạn mức của bạn, cần một nhân viên khác có hạn mức đủ duyệt',
  },
  // Withdrawals (DESIGN.md §3.8, modules/withdrawal).
  'withdraw-account-not-found': { status: 404, message: 'Không tìm thấy tài khoản ngân hàng nhận tiền' },
  'withdraw-account-exists': { status: 409, message: 'Tài khoản ngân hàng này đã được lưu' },
  'withdraw-account-limit-reached': { status: 409, message: 'Bạn chỉ lưu được tối đa 10 tài khoản ngân hàng' },
  'withdraw-account-waiting': {
    status: 409,
    message: 'Tài khoản ngân hàng mới thêm chưa dùng được để rút tiền, vui lòng chờ hết thời gian chờ',
  },
  'withdraw-amount-below-min': { status: 400, message: 'Số tiền rút thấp hơn mức tối thiểu mỗi lần' },
  'withdraw-amount-above-max': { status: 400, message: 'Số tiền rút vượt mức tối đa mỗi lần' },
  'withdraw-daily-limit-exceeded': { status: 409, message: 'Tổng số tiền rút trong ngày vượt mức cho phép' },
  'withdrawal-not-found': { status: 404, message: 'Không tìm thấy yêu cầu rút tiền' },
  'withdrawal-not-pending': { status: 409, message: 'Yêu cầu rút tiền không còn ở trạng thái chờ duyệt' },
  'withdrawal-not-approved': { status: 409, message: 'Yêu cầu rút tiền chưa được duyệt hoặc đã kết thúc' },
  'withdrawal-closed': { status: 409, message: 'Yêu cầu rút tiền đã kết thúc, không thể thay đổi' },
  'own-withdrawal-action': {
    status: 403,
    message: 'Bạn không thể tự xử lý yêu cầu rút tiền của chính mình, hãy nhờ nhân viên khác',
  },
  'approver-cannot-pay': {
    status: 403,
    message: 'Số tiền vượt hạn mức của bạn: người đã duyệt không được tự chuyển tiền, hãy nhờ nhân viên khác',
  },
  // Adjustments, money limits and reconciliation (DESIGN.md §3.8, §3.12).
  'adjustment-not-found': { status: 404, message: 'Không tìm thấy đề xuất điều chỉnh số dư', code: 'not-found' },
  'adjustment-not-pending': { status: 409, message: 'Đề xuất điều chỉnh số dư không còn ở trạng thái chờ duyệt' },
  'own-proposal': {
    status: 409,
    message: 'Bạn không thể tự duyệt đề xuất của chính mình, cần một nhân viên khác duyệt',
  },
  'own-adjustment': { status: 403, message: 'Bạn không thể điều chỉnh số dư ví của chính mình' },
  'adjustment-exceeds-balance': {
    status: 409,
    message: 'Số dư ví của khách không đủ để trừ khoản điều chỉnh này: ví không được âm',
  },
  'own-money-limits': { status: 403, message: 'Bạn không thể tự đặt hạn mức tiền của chính mình' },
  'terms-version-mismatch': {
    status: 409,
    message: 'Điều khoản sử dụng vừa được cập nhật, vui lòng đọc lại và đồng ý phiên bản mới',
  },
  // Tariff versions, warehouses and routes (decision 0099).
  'tariff-effective-from-invalid': {
    status: 400,
    message: 'Thời điểm áp dụng phải từ bây giờ đến tối đa một năm tới',
    code: 'validation-error',
  },
  'tariff-route-unknown': { status: 400, message: 'Biểu phí có tuyến không tồn tại', code: 'validation-error' },
  'tariff-missing': { status: 409, message: 'Chưa có biểu phí, vui lòng liên hệ nhân viên' },
  'warehouse-in-use': {
    status: 409,
    message: 'Kho đã có kiện hàng, tuyến hoặc nhân viên, chỉ có thể ngừng hoạt động',
  },
  'warehouse-country-in-use': {
    status: 409,
    message: 'Kho đã có kiện hàng, tuyến hoặc nhân viên, không thể đổi quốc gia',
    code: 'warehouse-in-use',
  },
  'route-not-found': { status: 404, message: 'Không tìm thấy tuyến', code: 'not-found' },
  'route-warehouses-invalid': {
    status: 400,
    message: 'Tuyến phải đi từ một kho Trung Quốc đến một kho Việt Nam',
    code: 'validation-error',
  },
  'route-exists': { status: 409, message: 'Đã có tuyến giữa hai kho này' },
  // Bank notifications (DESIGN.md §3.8): SePay and Casso webhooks and the review queue.
  'bank-webhook-not-configured': { status: 404, message: 'Không tìm thấy địa chỉ này', code: 'not-found' },
  'bank-webhook-unauthorized': { status: 401, message: 'Chữ ký hoặc khóa xác thực của thông báo không hợp lệ' },
  'bank-webhook-invalid': {
    status: 400,
    message: 'Nội dung thông báo giao dịch không đúng định dạng',
    code: 'validation-error',
  },
  'bank-transfer-not-found': { status: 404, message: 'Không tìm thấy giao dịch ngân hàng', code: 'not-found' },
  'bank-transfer-settled': {
    status: 409,
    message: 'Giao dịch ngân hàng này đã được xử lý, không thể gán hoặc bỏ qua lần nữa',
  },
  'bank-transfer-direction': {
    status: 409,
    message: 'Chỉ gán được giao dịch tiền vào cho một yêu cầu nạp tiền hoặc một khách hàng',
  },
  // Complaints (DESIGN.md §3.9).
  'complaint-not-found': { status: 404, message: 'Không tìm thấy khiếu nại', code: 'not-found' },
  'complaint-order-not-eligible': {
    status: 409,
    message: 'Chỉ khiếu nại được đơn đã giao hoặc đã hoàn thành',
  },
  'complaint-window-closed': {
    status: 409,
    message: 'Đã quá thời hạn khiếu nại của đơn này',
  },
  'complaint-photos-required': {
    status: 400,
    message: 'Vui lòng gửi kèm ảnh chụp sản phẩm cho lý do khiếu nại này',
    code: 'validation-error',
  },
  'complaint-lines-required': {
    status: 400,
    message: 'Vui lòng chọn sản phẩm cần khiếu nại',
    code: 'validation-error',
  },
  'complaint-line-invalid': {
    status: 400,
    message: 'Sản phẩm đã chọn không thuộc đơn này hoặc số lượng vượt quá số lượng đã mua',
    code: 'validation-error',
  },
  'complaint-already-open': {
    status: 409,
    message: 'Sản phẩm này đã có một khiếu nại cùng lý do đang được xử lý',
  },
  'complaint-not-cancellable': {
    status: 409,
    message: 'Khiếu nại đã được tiếp nhận, không thể hủy',
  },
  'complaint-status-changed': {
    status: 409,
    message: 'Khiếu nại đã chuyển sang trạng thái khác, vui lòng tải lại',
  },
  'complaint-no-offer': { status: 409, message: 'Khiếu nại chưa có đề xuất hoàn tiền' },
  'complaint-offer-too-high': {
    status: 409,
    message: 'Số tiền hoàn vượt quá số tiền khách đã thanh toán cho các sản phẩm này',
  },
  'complaint-offer-not-awaiting': { status: 409, message: 'Không có đề xuất nào chờ duyệt' },
  'complaint-own-offer': {
    status: 409,
    message: 'Bạn không thể tự duyệt đề xuất hoàn tiền của chính mình',
    code: 'own-proposal',
  },
  // Chat (DESIGN.md §3.11, modules/chat, decision 0112).
  'chat-thread-not-found': { status: 404, message: 'Không tìm thấy cuộc trò chuyện' },
  'chat-staff-invalid': {
    status: 400,
    message: 'Chỉ giao được cho nhân viên đang làm việc có quyền trả lời tin nhắn',
    code: 'validation-error',
  },
  // Pay-on-behalf orders (decision 0114).
  'quote-expired': { status: 409, message: 'Báo giá đã hết hạn hoặc đã được dùng, vui lòng báo giá lại' },
  'pob-reference-in-use': {
    status: 409,
    message: 'Mã đơn hoặc link 代付 này đã có trong một đơn thanh toán hộ khác đang xử lý',
  },
  'pob-order-not-found': { status: 404, message: 'Không tìm thấy đơn thanh toán hộ', code: 'not-found' },
  'pob-refund-not-found': { status: 404, message: 'Không tìm thấy yêu cầu hoàn tiền', code: 'not-found' },
  'pob-status-invalid': {
    status: 409,
    message: 'Đơn thanh toán hộ không còn ở trạng thái cho phép thao tác này, vui lòng tải lại trang',
    code: 'invalid-status-transition',
  },
  'pob-refund-not-pending': {
    status: 409,
    message: 'Yêu cầu hoàn tiền không còn ở trạng thái chờ duyệt',
    code: 'invalid-status-transition',
  },
  'pob-refund-too-large': {
    status: 409,
    message: 'Số tiền hoàn vượt quá số tiền còn lại của đơn (đã trừ các khoản đã hoàn)',
  },
  'pob-refund-not-allowed': {
    status: 409,
    message: 'Chỉ yêu cầu hoàn tiền được cho đơn đã thanh toán hoặc đã hoàn thành',
    code: 'invalid-status-transition',
  },
  'pob-refund-open': { status: 409, message: 'Đơn con này đã có một yêu cầu hoàn tiền đang chờ duyệt' },
  'pob-proof-invalid': {
    status: 400,
    message: 'Ảnh chứng từ không hợp lệ: hãy tải ảnh lên lại rồi thử lại',
    code: 'validation-error',
  },
  'pob-photo-invalid': {
    status: 400,
    message: 'Ảnh đính kèm không hợp lệ: hãy tải ảnh lên lại rồi thử lại',
    code: 'validation-error',
  },
  'agent-only': { status: 403, message: 'Chức năng này chỉ dành cho đại lý' },
  // Agency (DESIGN.md §3.10, decisions 0118 and 0119).
  'referral-code-in-use': { status: 409, message: 'Mã giới thiệu đã được dùng cho đại lý khác, vui lòng chọn mã khác' },
  'referral-code-invalid': {
    status: 400,
    message: 'Mã giới thiệu không đúng hoặc không còn hiệu lực, vui lòng kiểm tra lại hoặc bỏ trống',
  },
  'staff-cannot-be-agent': { status: 409, message: 'Tài khoản nhân viên không thể làm đại lý' },
  'agency-customer-not-found': { status: 404, message: 'Không tìm thấy khách hàng', code: 'not-found' },
} as const satisfies Record<string, { status: number; message: string; code?: string }>;

export type ErrorId = keyof typeof errorTable;
/** A wire code: what clients see in `code`. */
export type ErrorCode = {
  [K in ErrorId]: (typeof errorTable)[K] extends { code: infer C extends string } ? C : K;
}[ErrorId];

/** The Vietnamese message of each error id (clients show the API's `Message`; this is their fallback). */
export const errorMessages = Object.fromEntries(Object.entries(errorTable).map(([id, e]) => [id, e.message])) as {
  [K in ErrorId]: (typeof errorTable)[K]['message'];
};

/** The wire code an error id answers with. */
export function wireCode(id: ErrorId): ErrorCode {
  const entry = errorTable[id] as { code?: string };
  return (entry.code ?? id) as ErrorCode;
}

/** Shape of every error body the API sends. */
export interface ErrorBody {
  Message: string;
  code: ErrorCode | string;
}

/** Message a client shows for a failed call: the API's `Message`, else `Có lỗi xảy ra` (SPEC.md §8). */
export function messageOf(body: unknown): string {
  if (body && typeof body === 'object') {
    const b = body as { Message?: unknown; message?: unknown };
    if (typeof b.Message === 'string' && b.Message) return b.Message;
    if (typeof b.message === 'string' && b.message) return b.message;
  }
  return errorMessages['internal-error'];
}
