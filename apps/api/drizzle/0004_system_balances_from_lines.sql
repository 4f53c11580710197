-- Decision 0014: only customer wallets keep a running balance; a system account's balance is the sum
-- of its journal lines, so no posting locks or updates a row shared by every customer. Existing
-- system rows and system lines lose their stored balances (derivable from the lines at any time).
ALTER TABLE "journal_lines" ALTER COLUMN "balance_after_vnd" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ALTER COLUMN "balance_vnd" DROP NOT NULL;--> statement-breakpoint
UPDATE "ledger_accounts" SET "balance_vnd" = NULL WHERE "kind" <> 'customer_wallet';--> statement-breakpoint
UPDATE "journal_lines" SET "balance_after_vnd" = NULL
  WHERE "account_id" IN (SELECT "id" FROM "ledger_accounts" WHERE "kind" <> 'customer_wallet');--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "balance_on_wallets_only" CHECK (("ledger_accounts"."kind" = 'customer_wallet') = ("ledger_accounts"."balance_vnd" IS NOT NULL));
