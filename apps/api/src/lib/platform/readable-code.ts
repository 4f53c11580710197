/**
 * Random codes people read off a screen and type again (a transfer memo `NAP K7Q2M9`, a withdrawal's
 * `RUT {code}`, an entry's `GD…`, an adjustment's `DC…`): uppercase letters and digits without
 * 0/O and 1/I, drawn from crypto-random bytes. Uniqueness is the caller's (a unique column, retried).
 */
import { randomBytes } from 'node:crypto';

const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** `length` characters of the readable alphabet (32 symbols: each byte maps evenly). */
export function readableCode(length: number): string {
  return Array.from(randomBytes(length), (b) => ALPHABET[b % ALPHABET.length]).join('');
}
