/**
 * Demo data for an empty database (README.md "Demo data"): staff admin, a customer, a member of each
 * country's warehouses with its assignment (decision 0103), warehouses, routes, tariff version 1
 * with the defaults of DESIGN.md §4, the purchase rate 3,650 VND/CNY and, with the demo data only, a
 * company bank account (production has none until an admin enters the real one in the console,
 * decision 0021).
 */
import { defaultConsignmentTariff } from '@app/shared/consignment-fees';
import { defaultPurchaseFeeTariff } from '@app/shared/fees';
import { defaultPayOnBehalfTariff } from '@app/shared/pay-on-behalf-fees';
import type { Role } from '@app/shared/roles';
import { defaultShippingTariffs } from '@app/shared/shipping';
import { sql } from 'drizzle-orm';
import { transaction } from '../lib/db/transaction.ts';
import { hashPassword } from '../modules/auth/password.ts';
import { setWarehouseIds } from '../modules/staff/staff-warehouses.service.ts';
import { seedFirstVersion } from '../modules/tariff/tariff.service.ts';
import { openWallet } from '../modules/wallet/ledger.service.ts';
import type { Db } from './client.ts';
import { users } from './schema/auth.ts';
import { companyBankAccounts } from './schema/bank-account.ts';
import { exchangeRates } from './schema/pricing.ts';
import { shippingRoutes, warehouses } from './schema/warehouse.ts';

export const demoAccounts = {
  admin: {
    email: 'admin@demo.vn',
    password: 'Admin@12345',
    phone: '0900000001',
    fullName: 'Quản trị viên Demo',
    roles: ['admin'],
  },
  customer: {
    email: 'khach@demo.vn',
    password: 'Khach@12345',
    phone: '0912345678',
    fullName: 'Nguyễn Văn Khách',
    roles: ['customer'],
  },
  // Warehouse members work only at the warehouses assigned to them (decision 0103).
  warehouseCn: {
    email: 'kho.tq@demo.vn',
    password: 'Kho@12345',
    phone: '0900000011',
    fullName: 'Nhân viên Kho Quảng Châu',
    roles: ['warehouse_cn'],
    warehouses: ['Kho Quảng Châu'],
  },
  warehouseVn: {
    email: 'kho.vn@demo.vn',
    password: 'Kho@12345',
    phone: '0900000012',
    fullName: 'Nhân viên Kho Việt Nam',
    roles: ['warehouse_vn'],
    warehouses: ['Kho Hà Nội', 'Kho TP.HCM'],
  },
} satisfies Record<string, DemoAccount>;

interface DemoAccount {
  email: string;
  password: string;
  phone: string;
  fullName: string;
  roles: Role[];
  /** The warehouses (by name) a warehouse member works at. */
  warehouses?: string[];
}

export const demoBankAccount = {
  bankBin: '970436',
  bankShortName: 'Vietcombank',
  bankName: 'Ngân hàng TMCP Ngoại Thương Việt Nam',
  accountNumber: '0011004567890',
  accountName: 'CONG TY TNHH DAT HANG TRUNG QUOC',
};

export const PURCHASE_RATE = 3650;

/**
 * The seeded China warehouse's address as Chinese sellers' forms ask for it (decision 0092): 手机号,
 * 所在地区 (province, city, district), 详细地址. Migration 0025 gives the same values to installs seeded
 * before it; staff edit them later.
 */
export const cnSellerAddress = {
  phone: '13826047315',
  provinceZh: '广东省',
  cityZh: '广州市',
  districtZh: '白云区',
  streetZh: '石井街道庆丰兴隆路18号鹏程物流园B区3号仓',
};

/** True when no user exists yet. */
export async function isEmpty(db: Db): Promise<boolean> {
  const res = await db.execute(sql`select exists(select 1 from users) as present`);
  return !(res.rows[0] as { present: boolean }).present;
}

/**
 * Reference data every installation needs (warehouses, routes, tariffs, rate), and the demo company
 * bank account when `demoBankAccount` (never in production: customers would pay into it).
 */
export async function seedReferenceData(db: Db, opts: { demoBankAccount: boolean }): Promise<void> {
  await transaction(db, async (tx) => {
    const existing = await tx.select({ id: warehouses.id }).from(warehouses).limit(1);
    if (existing.length > 0) return;
    const [cn, hn, hcm] = await tx
      .insert(warehouses)
      .values([
        {
          name: 'Kho Quảng Châu',
          country: 'CN',
          address: 'Bạch Vân, Quảng Châu, Quảng Đông, Trung Quốc',
          ...cnSellerAddress,
        },
        { name: 'Kho Hà Nội', country: 'VN', address: 'Phường Cầu Giấy, Thành phố Hà Nội' },
        { name: 'Kho TP.HCM', country: 'VN', address: 'Phường Tân Sơn Nhất, Thành phố Hồ Chí Minh' },
      ])
      .returning();
    const [toHn, toHcm] = await tx
      .insert(shippingRoutes)
      .values([
        { cnWarehouseId: cn!.id, vnWarehouseId: hn!.id, transitDays: 5 },
        { cnWarehouseId: cn!.id, vnWarehouseId: hcm!.id, transitDays: 7 },
      ])
      .returning({ id: shippingRoutes.id });
    await tx.insert(exchangeRates).values({ kind: 'purchase', rate: PURCHASE_RATE });
    // Tariff version 1: DESIGN.md §4's numbers (decision 0099); reference data, not demo data.
    await seedFirstVersion(tx, {
      exchangeRates: { purchase: PURCHASE_RATE, consignment: PURCHASE_RATE },
      purchase: defaultPurchaseFeeTariff,
      consignment: defaultConsignmentTariff,
      payOnBehalf: defaultPayOnBehalfTariff,
      routeTariffs: [
        { routeId: toHn!.id, tariff: defaultShippingTariffs.hanoi },
        { routeId: toHcm!.id, tariff: defaultShippingTariffs.hcm },
      ],
    });
    if (opts.demoBankAccount) await tx.insert(companyBankAccounts).values(demoBankAccount);
  });
}

/**
 * Demo accounts (development only; the caller checks NODE_ENV and SEED_DEMO); the warehouse members
 * assigned to their warehouses.
 */
export async function seedDemoAccounts(db: Db): Promise<void> {
  const houses = await db.select({ id: warehouses.id, name: warehouses.name }).from(warehouses);
  for (const a of Object.values(demoAccounts) as DemoAccount[]) {
    const passwordHash = await hashPassword(a.password);
    await transaction(db, async (tx) => {
      const [user] = await tx
        .insert(users)
        // The demo accounts start with the seeded terms (version 1, seed-content.ts) accepted.
        .values({
          fullName: a.fullName,
          email: a.email,
          phone: a.phone,
          passwordHash,
          roles: a.roles,
          termsVersionAccepted: 1,
        })
        .onConflictDoNothing()
        .returning();
      if (!user) return;
      await openWallet(tx, user.id);
      const ids = houses.filter((h) => a.warehouses?.includes(h.name)).map((h) => h.id);
      await setWarehouseIds(tx, user.id, ids);
    });
  }
}
