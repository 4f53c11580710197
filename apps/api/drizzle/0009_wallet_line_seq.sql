-- A wallet line's position in its wallet, and each wallet's line count (decision 0024): page n of a
-- wallet is the range of positions (count − n·size, count − (n−1)·size], read from one index,
-- however deep; the total is the wallet row's count. Existing lines are numbered in id order, the
-- order their postings took the wallet's lock in.
ALTER TABLE "journal_lines" ADD COLUMN "seq" integer;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "line_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "journal_lines" l SET "seq" = n.seq
  FROM (SELECT l2.id, row_number() OVER (PARTITION BY l2.account_id ORDER BY l2.id) AS seq
          FROM "journal_lines" l2 JOIN "ledger_accounts" a ON a.id = l2.account_id
         WHERE a.kind = 'customer_wallet') n
 WHERE l.id = n.id;--> statement-breakpoint
UPDATE "ledger_accounts" a SET "line_count" = c.n
  FROM (SELECT account_id, max(seq) AS n FROM "journal_lines" WHERE seq IS NOT NULL GROUP BY account_id) c
 WHERE c.account_id = a.id;--> statement-breakpoint
CREATE UNIQUE INDEX "journal_lines_account_seq_idx" ON "journal_lines" USING btree ("account_id","seq") WHERE "journal_lines"."seq" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "seq_on_wallet_lines_only" CHECK (("journal_lines"."seq" IS NULL) = ("journal_lines"."balance_after_vnd" IS NULL));
