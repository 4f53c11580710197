/**
 * Banks that accept VietQR transfers (NAPAS BIN, code, short and full name): the company bank
 * accounts customers pay into are checked against this list (decision 0021).
 *
 * Source: npm vietnam-qr-pay@1.5.1 `dist/constants/banks.js` (MIT, © xuannghia,
 * github.com/xuannghia/vietnam-qr-pay), through the team's reference copy vn-banks-vietqr.json
 * (retrieved 2026-11-21; README "Reference data"). Kept: entries not deprecated with
 * vietQRStatus TRANSFER_SUPPORTED, DongA Bank left out (its BIN now belongs to Vikki Bank).
 */

export interface VietQrBank {
  /** 6-digit NAPAS BIN that goes in the VietQR payload. */
  bin: string;
  code: string;
  shortName: string;
  name: string;
}

export const vietQrBanks: readonly VietQrBank[] = [
  { bin: '970425', code: 'ABB', shortName: 'AB Bank', name: 'Ngân hàng TMCP An Bình' },
  { bin: '970416', code: 'ACB', shortName: 'ACB', name: 'Ngân hàng TMCP Á Châu' },
  {
    bin: '970405',
    code: 'AGRIBANK',
    shortName: 'Agribank',
    name: 'Ngân hàng Nông nghiệp và Phát triển Nông thôn Việt Nam',
  },
  { bin: '970409', code: 'BAB', shortName: 'BacA Bank', name: 'Ngân hàng TMCP Bắc Á' },
  { bin: '970438', code: 'BAOVIETBANK', shortName: 'BaoViet Bank', name: 'Ngân hàng TMCP Bảo Việt' },
  { bin: '970454', code: 'BVB', shortName: 'BVBank', name: 'Ngân hàng TMCP Bản Việt' },
  { bin: '970418', code: 'BID', shortName: 'BIDV', name: 'Ngân hàng TMCP Đầu tư và Phát triển Việt Nam' },
  {
    bin: '546034',
    code: 'CAKE',
    shortName: 'CAKE by VPBank',
    name: 'Ngân hàng số CAKE by VPBank - Ngân hàng TMCP Việt Nam Thịnh Vượng',
  },
  { bin: '970446', code: 'COOPBANK', shortName: 'Co-op Bank', name: 'Ngân hàng Hợp tác xã Việt Nam' },
  { bin: '970431', code: 'EIB', shortName: 'Eximbank', name: 'Ngân hàng TMCP Xuất Nhập khẩu Việt Nam' },
  { bin: '970437', code: 'HDB', shortName: 'HDBank', name: 'Ngân hàng TMCP Phát triển TP. Hồ Chí Minh' },
  {
    bin: '668888',
    code: 'KBANK',
    shortName: 'Kasikornbank',
    name: 'Ngân hàng Đại chúng TNHH KASIKORNBANK - CN TP. Hồ Chí Minh',
  },
  { bin: '970452', code: 'KLB', shortName: 'KienlongBank', name: 'Ngân hàng TMCP Kiên Long' },
  { bin: '970449', code: 'LPB', shortName: 'LPBank', name: 'Ngân hàng TMCP Lộc Phát Việt Nam' },
  { bin: '963369', code: 'LIOBANK', shortName: 'Liobank', name: 'Ngân hàng số Liobank - Ngân hàng TMCP Phương Đông' },
  { bin: '970422', code: 'MBB', shortName: 'MB Bank', name: 'Ngân hàng TMCP Quân đội' },
  { bin: '970414', code: 'MBV', shortName: 'MBV', name: 'Ngân hàng TNHH MTV Việt Nam Hiện Đại' },
  { bin: '970426', code: 'MSB', shortName: 'MSB', name: 'Ngân hàng TMCP Hàng Hải' },
  { bin: '970428', code: 'NAB', shortName: 'Nam A Bank', name: 'Ngân hàng TMCP Nam Á' },
  { bin: '970419', code: 'NVB', shortName: 'NCB Bank', name: 'Ngân hàng TMCP Quốc Dân' },
  { bin: '970448', code: 'OCB', shortName: 'OCB Bank', name: 'Ngân hàng TMCP Phương Đông' },
  { bin: '970430', code: 'PGB', shortName: 'PG Bank', name: 'Ngân hàng TMCP Xăng dầu Petrolimex' },
  { bin: '970412', code: 'PVCOMBANK', shortName: 'PVcomBank', name: 'Ngân hàng TMCP Đại Chúng Việt Nam' },
  { bin: '970403', code: 'STB', shortName: 'Sacombank', name: 'Ngân hàng TMCP Sài Gòn Thương Tín' },
  { bin: '970400', code: 'SGB', shortName: 'SaigonBank', name: 'Ngân hàng TMCP Sài Gòn Công Thương' },
  { bin: '970429', code: 'SCB', shortName: 'SCB', name: 'Ngân hàng TMCP Sài Gòn' },
  { bin: '970440', code: 'SSB', shortName: 'SeABank', name: 'Ngân hàng TMCP Đông Nam Á' },
  { bin: '970443', code: 'SHB', shortName: 'SHB', name: 'Ngân hàng TMCP Sài Gòn - Hà Nội' },
  { bin: '970424', code: 'SVB', shortName: 'Shinhan Bank', name: 'Ngân hàng TNHH MTV Shinhan Việt Nam' },
  { bin: '970407', code: 'TCB', shortName: 'Techcombank', name: 'Ngân hàng TMCP Kỹ thương Việt Nam' },
  { bin: '963388', code: 'TIMO', shortName: 'Timo', name: 'Ngân hàng số Timo by Bản Việt Bank' },
  { bin: '970423', code: 'TPB', shortName: 'TPBank', name: 'Ngân hàng TMCP Tiên Phong' },
  {
    bin: '546035',
    code: 'UBANK',
    shortName: 'Ubank by VPBank',
    name: 'Ngân hàng số Ubank by VPBank - Ngân hàng TMCP Việt Nam Thịnh Vượng',
  },
  { bin: '970441', code: 'VIB', shortName: 'VIB', name: 'Ngân hàng TMCP Quốc tế Việt Nam' },
  { bin: '970427', code: 'VAB', shortName: 'VietABank', name: 'Ngân hàng TMCP Việt Á' },
  { bin: '970433', code: 'VBB', shortName: 'VietBank', name: 'Ngân hàng TMCP Việt Nam Thương Tín' },
  { bin: '970436', code: 'VCB', shortName: 'Vietcombank', name: 'Ngân hàng TMCP Ngoại Thương Việt Nam' },
  { bin: '970415', code: 'CTG', shortName: 'VietinBank', name: 'Ngân hàng TMCP Công thương Việt Nam' },
  { bin: '970406', code: 'VIKKI', shortName: 'Vikki Bank', name: 'Ngân hàng TNHH MTV Số Vikki' },
  { bin: '970432', code: 'VPB', shortName: 'VPBank', name: 'Ngân hàng TMCP Việt Nam Thịnh Vượng' },
  { bin: '971025', code: 'MOMO', shortName: 'MoMo', name: 'CTCP Dịch Vụ Di Động Trực Tuyến' },
];

/** The bank of a BIN, or undefined when the BIN takes no VietQR transfers. */
export function bankByBin(bin: string): VietQrBank | undefined {
  return vietQrBanks.find((b) => b.bin === bin);
}
