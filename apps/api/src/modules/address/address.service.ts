/**
 * Delivery addresses (DESIGN.md §3.7): receiver, Vietnamese mobile, province and ward of the 2025
 * units, street, one default per customer (the first address becomes the default). The actor reads
 * what `visibleTo` lets them see; an address book is written by its owner (the actor: customer
 * routes give the `own` scope), whose row lock serialises the default flag.
 */
import type { Address, addressInput } from '@app/shared/contracts/address';
import { userLimits } from '@app/shared/limits';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import { transaction } from '../../lib/db/transaction.ts';
import type { Actor } from '../../lib/platform/actor.ts';
import { AppError } from '../../lib/platform/app-error.ts';
import { lockUser } from '../auth/auth.service.ts';
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

export async function list(db: Db, actor: Actor): Promise<Address[]> {
  return (await repo.listAddresses(db, actor)).map(mapAddress);
}

/** The live addresses of user `userId` that `actor` may see, the default first. */
export async function listOf(db: Db, actor: Actor, userId: number): Promise<Address[]> {
  return (await repo.listAddressesOf(db, actor, userId)).map(mapAddress);
}

/** 404 `address-not-found` when missing, deleted or not visible to the actor. */
export async function get(db: Db, actor: Actor, id: number): Promise<Address> {
  const row = await repo.findAddress(db, actor, id);
  if (!row) throw new AppError('address-not-found');
  return mapAddress(row);
}

/**
 * Adds an address to the actor's own book; the first one becomes the default. 409
 * `address-limit-reached` when the book already holds `userLimits.addresses` (the owner's row lock
 * makes the count hold under concurrent requests).
 */
export async function create(db: Db, actor: Actor, input: Input): Promise<Address> {
  assertUnits(input);
  const owner = actor.userId;
  const row = await transaction(db, async (tx) => {
    await lockUser(tx, owner);
    const count = await repo.countAddresses(tx, owner);
    if (count >= userLimits.addresses) throw new AppError('address-limit-reached');
    const first = count === 0;
    const inserted = await repo.insertAddress(tx, owner, { ...input, isDefault: input.isDefault || first });
    if (inserted.isDefault) await repo.clearDefault(tx, owner, inserted.id);
    return inserted;
  });
  return mapAddress(row);
}

export async function update(db: Db, actor: Actor, id: number, input: Input): Promise<Address> {
  assertUnits(input);
  const row = await transaction(db, async (tx) => {
    await lockUser(tx, actor.userId);
    const existing = await repo.findAddress(tx, actor, id);
    if (!existing) return undefined;
    // The default can move to another address but not be switched off on its own.
    const updated = await repo.updateAddress(tx, actor, id, {
      ...input,
      isDefault: input.isDefault || existing.isDefault,
    });
    if (updated?.isDefault) await repo.clearDefault(tx, updated.userId, id);
    return updated;
  });
  if (!row) throw new AppError('address-not-found');
  return mapAddress(row);
}

/** Deletes an address; when it was the default, the newest remaining address becomes the default. */
export async function remove(db: Db, actor: Actor, id: number): Promise<void> {
  const row = await transaction(db, async (tx) => {
    await lockUser(tx, actor.userId);
    const deleted = await repo.softDelete(tx, actor, id);
    if (deleted?.isDefault) await repo.makeNewestDefault(tx, deleted.userId);
    return deleted;
  });
  if (!row) throw new AppError('address-not-found');
}

/** The receiver an order copies from one of the actor's addresses; 404 when it is not theirs. */
export async function receiverOf(
  db: Executor,
  actor: Actor,
  addressId: number,
): Promise<{ name: string; phone: string; address: string }> {
  const row = await repo.findAddress(db, actor, addressId);
  if (!row) throw new AppError('receiver-address-not-found');
  const a = mapAddress(row);
  return { name: a.receiverName, phone: a.phone, address: a.fullAddress };
}

/**
 * The owner's live addresses, the default first, then newest first: for a delivery request made by
 * staff for the owner (the caller checked who may act for them).
 */
export function liveAddressesOf(db: Executor, ownerId: number): Promise<repo.AddressRow[]> {
  return repo.liveAddressesOf(db, ownerId);
}

/** The owner's live address `id` (the receiver a delivery request snapshots), or undefined. */
export function findLiveAddress(db: Executor, ownerId: number, id: number): Promise<repo.AddressRow | undefined> {
  return repo.findLiveAddress(db, ownerId, id);
}
