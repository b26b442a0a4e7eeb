ALTER TABLE "refunds" ADD COLUMN "order_item_id" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "user_id" text;--> statement-breakpoint
-- A refund is owed to its order's buyer.
UPDATE "refunds" SET "user_id" = "orders"."user_id" FROM "orders" WHERE "orders"."id" = "refunds"."order_id";--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "user_id" SET NOT NULL;--> statement-breakpoint
-- Each refund made before names its item only in its once-only reference: an item's own money
-- ("<payment>:<position>" to the wallet, "<payment>R<position>" to the card), a completed
-- cancellation ("cr:<change request>", "<order>C<the airline's request id>"), or a fixed departure
-- cancelled ("<payment>:cancel", "<payment>RC"). Money of the order as a whole keeps none.
UPDATE "refunds" SET "order_item_id" = "order_items"."id" FROM "order_items"
  WHERE "order_items"."order_id" = "refunds"."order_id"
    AND "refunds"."reference" IN ("refunds"."payment_id" || ':' || "order_items"."position", "refunds"."payment_id" || 'R' || "order_items"."position");--> statement-breakpoint
UPDATE "refunds" SET "order_item_id" = "flight_bookings"."order_item_id"
  FROM "change_requests" JOIN "flight_bookings" ON "flight_bookings"."id" = "change_requests"."booking_id"
  WHERE "refunds"."order_item_id" IS NULL AND "flight_bookings"."order_id" = "refunds"."order_id"
    AND "refunds"."reference" IN ('cr:' || "change_requests"."id", "flight_bookings"."order_id" || 'C' || "change_requests"."supplier_change_request_id");--> statement-breakpoint
UPDATE "refunds" SET "order_item_id" = "fd_bookings"."order_item_id" FROM "fd_bookings"
  WHERE "refunds"."order_item_id" IS NULL AND "fd_bookings"."order_id" = "refunds"."order_id"
    AND "refunds"."reference" IN ("refunds"."payment_id" || ':cancel', "refunds"."payment_id" || 'RC');--> statement-breakpoint
ALTER TABLE "change_requests" ADD COLUMN "passengers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "change_requests" ADD COLUMN "sectors" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- What each request made before covers: the passengers holding its ticket (all of them when the
-- airline named none) and, not having been kept, every sector of the booking.
UPDATE "change_requests" SET
  "passengers" = coalesce((
    SELECT jsonb_agg((p.ord - 1)::text ORDER BY p.ord)
    FROM "flight_bookings" b, jsonb_array_elements(b."passengers") WITH ORDINALITY AS p(value, ord)
    WHERE b."id" = "change_requests"."booking_id"
      AND ("change_requests"."ticket_id" IS NULL OR p.value->'ticket'->>'ticketId' = "change_requests"."ticket_id"::text)
  ), '[]'::jsonb),
  "sectors" = coalesce((
    SELECT jsonb_agg(jsonb_build_object('origin', s.value->>'originAirportCode', 'destination', s.value->>'destinationAirportCode') ORDER BY s.ord)
    FROM "flight_bookings" b, jsonb_array_elements(b."segments") WITH ORDINALITY AS s(value, ord)
    WHERE b."id" = "change_requests"."booking_id"
  ), '[]'::jsonb);--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_item_idx" ON "refunds" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "refunds_site_user_idx" ON "refunds" USING btree ("site_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "cancellation_reviews_booking_idx" ON "cancellation_reviews" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE INDEX "change_requests_booking_idx" ON "change_requests" USING btree ("booking_id","created_at");
