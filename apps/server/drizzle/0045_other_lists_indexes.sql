DROP INDEX "attention_items_site_idx";--> statement-breakpoint
DROP INDEX "payments_site_created_idx";--> statement-breakpoint
DROP INDEX "refunds_site_user_idx";--> statement-breakpoint
DROP INDEX "audit_log_site_created_idx";--> statement-breakpoint
DROP INDEX "cancellation_reviews_site_idx";--> statement-breakpoint
DROP INDEX "fd_bookings_site_user_idx";--> statement-breakpoint
DROP INDEX "fd_bookings_late_idx";--> statement-breakpoint
DROP INDEX "outbox_site_created_idx";--> statement-breakpoint
DROP INDEX "wallet_deposits_site_state_idx";--> statement-breakpoint
DROP INDEX "wallet_deposits_user_idx";--> statement-breakpoint
DROP INDEX "wallet_ledger_user_idx";--> statement-breakpoint
ALTER TABLE "fd_bookings" ADD COLUMN "passenger_words" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', jsonb_path_query_array(passengers, '$[*].firstName') || jsonb_path_query_array(passengers, '$[*].lastName'))) STORED;--> statement-breakpoint
CREATE INDEX "attention_items_site_open_idx" ON "attention_items" USING btree ("site_id","opened_at","id") WHERE "attention_items"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "orders_site_user_idx" ON "orders" USING btree ("site_id","user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_site_reference_prefix_idx" ON "orders" USING btree ("site_id","reference" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_site_reference_suffix_idx" ON "orders" USING btree ("site_id",reverse("reference") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "payments_site_gateway_idx" ON "payments" USING btree ("site_id","created_at","id") WHERE "payments"."method" = 'gateway';--> statement-breakpoint
CREATE INDEX "payments_site_gateway_state_idx" ON "payments" USING btree ("site_id","state","created_at","id") WHERE "payments"."method" = 'gateway';--> statement-breakpoint
CREATE INDEX "refunds_site_created_idx" ON "refunds" USING btree ("site_id","created_at","id");--> statement-breakpoint
CREATE INDEX "refunds_site_state_idx" ON "refunds" USING btree ("site_id","state","created_at","id");--> statement-breakpoint
CREATE INDEX "refunds_site_gateway_idx" ON "refunds" USING btree ("site_id","created_at","id") WHERE "refunds"."method" = 'gateway';--> statement-breakpoint
CREATE INDEX "refunds_site_gateway_state_idx" ON "refunds" USING btree ("site_id","state","created_at","id") WHERE "refunds"."method" = 'gateway';--> statement-breakpoint
CREATE INDEX "audit_log_site_area_idx" ON "audit_log" USING btree ("site_id",split_part("action", '.', 1),"created_at","id");--> statement-breakpoint
CREATE INDEX "change_requests_site_queue_idx" ON "change_requests" USING btree ("site_id","created_at","supplier_change_request_id","id");--> statement-breakpoint
CREATE INDEX "fd_bookings_site_created_idx" ON "fd_bookings" USING btree ("site_id","created_at","id");--> statement-breakpoint
CREATE INDEX "fd_bookings_site_status_idx" ON "fd_bookings" USING btree ("site_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "fd_bookings_departure_created_idx" ON "fd_bookings" USING btree ("departure_id","created_at","id");--> statement-breakpoint
CREATE INDEX "fd_bookings_passenger_words_idx" ON "fd_bookings" USING gin ("passenger_words");--> statement-breakpoint
CREATE INDEX "outbox_created_idx" ON "outbox_emails" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "wallet_deposits_site_created_idx" ON "wallet_deposits" USING btree ("site_id","created_at","id");--> statement-breakpoint
CREATE INDEX "wallet_ledger_site_created_idx" ON "wallet_ledger" USING btree ("site_id","created_at","id");--> statement-breakpoint
CREATE INDEX "payments_site_created_idx" ON "payments" USING btree ("site_id","created_at","id");--> statement-breakpoint
CREATE INDEX "refunds_site_user_idx" ON "refunds" USING btree ("site_id","user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_site_created_idx" ON "audit_log" USING btree ("site_id","created_at","id");--> statement-breakpoint
CREATE INDEX "cancellation_reviews_site_idx" ON "cancellation_reviews" USING btree ("site_id","created_at","id");--> statement-breakpoint
CREATE INDEX "fd_bookings_site_user_idx" ON "fd_bookings" USING btree ("site_id","user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "fd_bookings_late_idx" ON "fd_bookings" USING btree ("site_id","created_at","id") WHERE "fd_bookings"."late_addition";--> statement-breakpoint
CREATE INDEX "outbox_site_created_idx" ON "outbox_emails" USING btree ("site_id","created_at","id");--> statement-breakpoint
CREATE INDEX "wallet_deposits_site_state_idx" ON "wallet_deposits" USING btree ("site_id","state","created_at","id");--> statement-breakpoint
CREATE INDEX "wallet_deposits_user_idx" ON "wallet_deposits" USING btree ("site_id","user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "wallet_ledger_user_idx" ON "wallet_ledger" USING btree ("site_id","user_id","created_at","id","amount");