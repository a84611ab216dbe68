CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_name" varchar(200) NOT NULL,
	"number" integer NOT NULL,
	CONSTRAINT "order_items_number_positive" CHECK ("order_items"."number" > 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"status" varchar(4) DEFAULT 'NEW' NOT NULL,
	"total_books" integer NOT NULL,
	"delivery_fee_grosz" integer NOT NULL,
	"invoice_number" varchar(40),
	"sent_at" timestamp with time zone,
	CONSTRAINT "orders_status" CHECK ("orders"."status" IN ('NEW', 'SEND')),
	CONSTRAINT "orders_total_positive" CHECK ("orders"."total_books" > 0)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"books_per_piece" integer DEFAULT 1 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "products_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "quantity" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "access_type" varchar(5);--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "with_book" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "with_lectures" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_school_idx" ON "orders" USING btree ("school_id","created_at");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_quantity_positive" CHECK ("payments"."quantity" >= 1);--> statement-breakpoint
-- The school offer (school document §9): one learner access each; a school buys a quantity of one.
INSERT INTO "subscriptions" ("kind", "subscription_type", "number_of_days", "price_grosz", "multi_language", "discount_available", "active", "sort", "access_type", "with_book", "with_lectures") VALUES
  ('SCHOOL', 'TIMEBASED', 120, 1800, true, false, true, 110, 'LONG', false, false),
  ('SCHOOL', 'TIMEBASED', 120, 2300, true, false, true, 120, 'LONG', false, true),
  ('SCHOOL', 'TIMEBASED', 120, 600, true, false, true, 130, 'LONG', true, false),
  ('SCHOOL', 'TIMEBASED', 120, 1100, true, false, true, 140, 'LONG', true, true),
  ('SCHOOL', 'TIMEBASED', 30, 600, true, false, true, 150, 'SHORT', false, false);
--> statement-breakpoint
INSERT INTO "products" ("name", "books_per_piece", "active", "sort") VALUES
  ('Podręcznik kursanta kat. B', 1, true, 10),
  ('Podręcznik kursanta kat. A, AM', 1, true, 20),
  ('Podręcznik kursanta kat. C, D', 1, true, 30);
