CREATE TABLE "domain_event_deliveries" (
	"event_id" bigint NOT NULL,
	"subscriber" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "domain_event_deliveries_event_id_subscriber_pk" PRIMARY KEY("event_id","subscriber")
);
--> statement-breakpoint
DROP INDEX "domain_events_undelivered_idx";--> statement-breakpoint
DROP INDEX "mail_outbox_unsent_idx";--> statement-breakpoint
ALTER TABLE "domain_event_deliveries" ADD CONSTRAINT "domain_event_deliveries_event_id_domain_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."domain_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_events" DROP COLUMN "attempts";--> statement-breakpoint
ALTER TABLE "domain_events" DROP COLUMN "delivered_at";--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP COLUMN "next_attempt_at";--> statement-breakpoint
-- Hand-written (decision 0086): domain events no longer wake a dispatcher through LISTEN/NOTIFY;
-- their subscribers' deliveries are jobs enqueued in the writing transaction.
DROP TRIGGER "domain_events_notify" ON "domain_events";--> statement-breakpoint
DROP FUNCTION "notify_domain_event"();--> statement-breakpoint
-- Mail left unsent by the old outbox loop becomes a send_mail job (the job queue's schema exists on
-- every database that could hold such mail; a fresh database has none).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_namespace WHERE nspname = 'graphile_worker') THEN
    PERFORM graphile_worker.add_job('send_mail', json_build_object('mailId', id), max_attempts => 10)
       FROM "mail_outbox" WHERE "sent_at" IS NULL AND "body" IS NOT NULL;
  END IF;
END $$;
