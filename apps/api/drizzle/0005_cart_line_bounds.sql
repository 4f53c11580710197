-- Lines stored before the bounds (decision 0022) broke the cart and ordering for good (a sum past
-- 2^53): they cannot be ordered, so they leave the cart before the constraint is added.
DELETE FROM "cart_items" WHERE NOT ("unit_price_fen" between 1 and 100000000 and "quantity" between 1 and 100000 and "unit_price_fen"::numeric * "quantity" <= 100000000);--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_line_amount_check" CHECK ("cart_items"."unit_price_fen" between 1 and 100000000 and "cart_items"."quantity" between 1 and 100000 and "cart_items"."unit_price_fen" * "cart_items"."quantity" <= 100000000);
