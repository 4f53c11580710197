/**
 * Delivery addresses (DESIGN.md §3.7): receiver, Vietnamese mobile, province and ward of the 2025
 * units, street, one default per customer (the first address becomes the default).
 */
import type { Address, addressInput } from '@app/shared/contracts/address';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { transaction } from '../../lib/transaction.ts';
import { lockUser } from '../auth/auth.repository.ts';
import { findProvince, findWard } from '../location/location.service.ts';
import * as repo from './address.repository.ts';

type Input = z.output<typeof addressInput>;

/** Maps a row with its unit names; `fullAddress` is what orders copy. */
export function mapAddress(row: repo.AddressRow): Address {
  const provinceName = findProvince(row.provinceCode)?.name ?? '';
  const wardName = findWard(row.wardCode)?.name ?? '';
  return {
    id: row.id,
    receiverName: row.receiverName,
    phone: row.phone,
    provinceCode: row.provinceCode,
    provinceName,
    wardCode: row.wardCode,
    wardName,
    street: row.street,
    fullAddress: [row.street, wardName, provinceName].filter(Boolean).join(', '),
    isDefault: row.isDefault,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}

function assertUnits(input: Input) {
  if (!findProvince(input.provinceCode)) throw new AppError('province-invalid');
  const ward = findWard(input.wardCode);
  if (!ward || ward.provinceCode !== input.provinceCode) {
    throw new AppError('ward-not-in-province');
  }
}

export async function list(db: Db, userId: number): Promise<Address[]> {
  return (await repo.listAddresses(db, userId)).map(mapAddress);
}

export async function get(db: Db, userId: number, id: number): Promise<Address> {
  const row = await repo.findAddress(db, userId, id);
  if (!row) throw new AppError('address-not-found');
  return mapAddress(row);
}

export async function create(db: Db, userId: number, input: Input): Promise<Address> {
  assertUnits(input);
  const row = await transaction(db, async (tx) => {
    await lockUser(tx, userId);
    const first = (await repo.countAddresses(tx, userId)) === 0;
    const inserted = await repo.insertAddress(tx, userId, { ...input, isDefault: input.isDefault || first });
    if (inserted.isDefault) await repo.clearDefault(tx, userId, inserted.id);
    return inserted;
  });
  return mapAddress(row);
}

export async function update(db: Db, userId: number, id: number, input: Input): Promise<Address> {
  assertUnits(input);
  const row = await transaction(db, async (tx) => {
    await lockUser(tx, userId);
    const existing = await repo.findAddress(tx, userId, id);
    if (!existing) return undefined;
    // The default can move to another address but not be switched off on its own.
    const updated = await repo.updateAddress(tx, userId, id, {
      ...input,
      isDefault: input.isDefault || existing.isDefault,
    });
    if (updated?.isDefault) await repo.clearDefault(tx, userId, id);
    return updated;
  });
  if (!row) throw new AppError('address-not-found');
  return mapAddress(row);
}

/** Deletes an address; when it was the default, the newest remaining address becomes the default. */
export async function remove(db: Db, userId: number, id: number): Promise<void> {
  const row = await transaction(db, async (tx) => {
    await lockUser(tx, userId);
    const deleted = await repo.softDelete(tx, userId, id);
    if (deleted?.isDefault) await repo.makeNewestDefault(tx, userId);
    return deleted;
  });
  if (!row) throw new AppError('address-not-found');
}
