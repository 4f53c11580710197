/**
 * The console's texts of two-factor sign-in (decision 0098): the login form's second step and the
 * "Bảo mật" page, in Vietnamese; part of the catalogue in messages.ts (`messages.security`).
 */
export const securityMessages = {
  nav: 'Bảo mật',
  title: 'Bảo mật',
  /** The login form's second step. */
  login: {
    codeIntro: 'Tài khoản này đã bật xác thực hai bước. Mở ứng dụng xác thực trên điện thoại và nhập mã 6 chữ số.',
    recoveryIntro: 'Nhập một mã khôi phục bạn đã lưu khi bật xác thực hai bước. Mỗi mã chỉ dùng được một lần.',
    code: 'Mã xác thực',
    recoveryCode: 'Mã khôi phục',
    submit: 'Xác nhận',
    useRecovery: 'Dùng mã khôi phục',
    useApp: 'Dùng mã từ ứng dụng xác thực',
    back: 'Quay lại',
  },
  heading: 'Xác thực hai bước',
  intro:
    'Khi đăng nhập, ngoài mật khẩu bạn cần nhập mã 6 chữ số từ một ứng dụng xác thực (Google Authenticator, Microsoft Authenticator…).',
  on: (date: string) => `Đang bật từ ${date}.`,
  off: 'Chưa bật.',
  required: 'Vai trò của bạn cần bật xác thực hai bước trước khi duyệt nạp tiền, đổi tỷ giá hay biểu phí.',
  recoveryLeft: (n: number) => `Còn ${n} mã khôi phục chưa dùng.`,
  start: 'Bắt đầu cài đặt',
  step1: 'Bước 1: Quét mã QR bằng ứng dụng xác thực',
  qrAlt: 'Mã QR để thêm tài khoản vào ứng dụng xác thực',
  manual: 'Không quét được? Nhập khóa này vào ứng dụng:',
  copySecret: 'Sao chép khóa',
  step2: 'Bước 2: Nhập mã 6 chữ số ứng dụng đang hiển thị',
  enable: 'Bật xác thực hai bước',
  enabled: 'Đã bật xác thực hai bước',
  codesTitle: 'Mã khôi phục',
  codesIntro:
    'Lưu các mã này ở nơi an toàn. Khi mất điện thoại, mỗi mã cho bạn đăng nhập một lần. Các mã chỉ hiện một lần này.',
  copyCodes: 'Sao chép',
  downloadCodes: 'Tải về',
  codesFile: 'ma-khoi-phuc.txt',
  copied: 'Đã sao chép',
  codesSaved: 'Tôi đã lưu các mã',
  disableTitle: 'Tắt xác thực hai bước',
  disableIntro: 'Nhập mã 6 chữ số từ ứng dụng hoặc một mã khôi phục để tắt.',
  disableCode: 'Mã xác thực hoặc mã khôi phục',
  disable: 'Tắt xác thực hai bước',
  disabled: 'Đã tắt xác thực hai bước',
  /** Shown with the API's `totp-setup-required` message on a money action. */
  goToSecurity: 'Mở trang Bảo mật',
};
