/**
 * Migration 0009 on a database holding a ledger from before it: every wallet's lines are numbered
 * 1…n in id order, the wallet's line_count is n, system lines stay unnumbered, and the posting code
 * numbers the next line n + 1. Runs on a database of its own.
 */
import { describe, expect, it } from 'vitest';
import { transaction } from '../lib/db/transaction.ts';
import { post, postings } from '../modules/wallet/ledger.service.ts';
import { useDatabaseBefore } from '../test/migration-db.ts';

const db = useDatabaseBefore('0009');
const rows = db.rows;

describe('migration 0009 (wallet line positions)', () => {
  it('numbers the existing wallet lines in id order and counts them', async () => {
    const users = await rows(
      `insert into users (full_name, email, phone, password_hash, roles) values
         ('Trần Thị Mai', 'mai@example.vn', '0900000001', 'x', '{customer}'),
         ('Lê Văn Kế', 'ke@example.vn', '0900000002', 'x', '{customer}') returning id`,
    );
    const [a, b] = users.map((u) => u.id as number) as [number, number];
    const wallets = await rows(
      `insert into ledger_accounts (code, kind, user_id, balance_vnd) values
         ('W' || $1::int, 'customer_wallet', $1, 0), ('W' || $2::int, 'customer_wallet', $2, 0) returning id`,
      [a, b],
    );
    const [wa, wb] = wallets.map((w) => w.id as number) as [number, number];
    await rows(
      `insert into ledger_accounts (code, kind, balance_vnd) values ('SYS_BANK_CLEARING', 'bank_clearing', null)`,
    );
    // Interleaved postings: A, B, A, A, B — each +1.000 on the wallet, −1.000 on bank clearing.
    let balanceA = 0;
    let balanceB = 0;
    for (const [i, w] of [wa, wb, wa, wa, wb].entries()) {
      if (w === wa) balanceA += 1_000;
      else balanceB += 1_000;
      const balance = w === wa ? balanceA : balanceB;
      const [entry] = await rows(
        `insert into journal_entries (code, type, description, idempotency_key)
         values ('GD' || $1::int, 'recharge', 'Nạp tiền', 'k' || $1::int) returning id`,
        [i],
      );
      await rows(
        `insert into journal_lines (entry_id, account_id, amount_vnd, balance_after_vnd) values
           ($1, $2, 1000, $3), ($1, (select id from ledger_accounts where code = 'SYS_BANK_CLEARING'), -1000, null)`,
        [entry!.id, w, balance],
      );
      await rows('update ledger_accounts set balance_vnd = $2 where id = $1', [w, balance]);
    }

    await db.migrateRest();

    const numbered = await rows(
      'select account_id, seq from journal_lines where seq is not null order by account_id, id',
    );
    expect(numbered.filter((r) => r.account_id === wa).map((r) => r.seq)).toEqual([1, 2, 3]);
    expect(numbered.filter((r) => r.account_id === wb).map((r) => r.seq)).toEqual([1, 2]);
    expect(await rows('select count(*)::int as n from journal_lines where seq is null')).toEqual([{ n: 5 }]);
    expect(await rows('select id, line_count from ledger_accounts where id in ($1, $2) order by id', [wa, wb])).toEqual(
      [
        { id: wa, line_count: 3 },
        { id: wb, line_count: 2 },
      ].sort((x, y) => x.id - y.id),
    );

    // The next posting continues the numbering.
    await transaction(db.database.db, (tx) =>
      post(
        tx,
        postings.recharge({ recharge: { id: 1, code: 'NEXT', userId: a, amountVnd: 5_000 }, actor: { userId: b } }),
      ),
    );
    expect(
      await rows(
        'select seq, balance_after_vnd::int as after from journal_lines where account_id = $1 order by id desc limit 1',
        [wa],
      ),
    ).toEqual([{ seq: 4, after: 8_000 }]);
    expect(await rows('select line_count from ledger_accounts where id = $1', [wa])).toEqual([{ line_count: 4 }]);
  });
});
