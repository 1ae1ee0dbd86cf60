CREATE TABLE "category_product_counts" (
	"main_category_id" integer NOT NULL,
	"is_active" boolean NOT NULL,
	"product_count" integer NOT NULL,
	CONSTRAINT "category_product_counts_main_category_id_is_active_pk" PRIMARY KEY("main_category_id","is_active")
);
--> statement-breakpoint
ALTER TABLE "category_product_counts" ADD CONSTRAINT "category_product_counts_main_category_id_categories_id_fk" FOREIGN KEY ("main_category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Kept by the database, so every writer (seed, admin, API) leaves the counts exact. Inserts
-- and deletes come in batches (the seed inserts thousands at once): one upsert per category
-- and statement. Updates rarely move a product or change its state: a row trigger, which
-- its WHEN clause skips for every other update.
CREATE FUNCTION category_product_counts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO category_product_counts AS c (main_category_id, is_active, product_count)
  SELECT main_category_id, is_active, count(*) FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (main_category_id, is_active)
  DO UPDATE SET product_count = c.product_count + excluded.product_count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION category_product_counts_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE category_product_counts c SET product_count = c.product_count - gone.count
  FROM (SELECT main_category_id, is_active, count(*) FROM old_rows GROUP BY 1, 2) gone
  WHERE c.main_category_id = gone.main_category_id AND c.is_active = gone.is_active;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION category_product_counts_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE category_product_counts SET product_count = product_count - 1
  WHERE main_category_id = OLD.main_category_id AND is_active = OLD.is_active;
  INSERT INTO category_product_counts AS c (main_category_id, is_active, product_count)
  VALUES (NEW.main_category_id, NEW.is_active, 1)
  ON CONFLICT (main_category_id, is_active)
  DO UPDATE SET product_count = c.product_count + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION category_product_counts_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM category_product_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER category_product_counts_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION category_product_counts_after_insert();
--> statement-breakpoint
CREATE TRIGGER category_product_counts_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION category_product_counts_after_delete();
--> statement-breakpoint
CREATE TRIGGER category_product_counts_update AFTER UPDATE ON products
  FOR EACH ROW
  WHEN (OLD.main_category_id IS DISTINCT FROM NEW.main_category_id
        OR OLD.is_active IS DISTINCT FROM NEW.is_active)
  EXECUTE FUNCTION category_product_counts_after_update();
--> statement-breakpoint
CREATE TRIGGER category_product_counts_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION category_product_counts_after_truncate();
--> statement-breakpoint
INSERT INTO category_product_counts (main_category_id, is_active, product_count)
SELECT main_category_id, is_active, count(*) FROM products GROUP BY 1, 2;
