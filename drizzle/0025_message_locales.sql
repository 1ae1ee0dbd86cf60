ALTER TABLE "message_templates" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "message_templates" DROP CONSTRAINT "message_templates_event_channel_pk";--> statement-breakpoint
ALTER TABLE "message_templates" ADD CONSTRAINT "message_templates_event_channel_locale_pk" PRIMARY KEY("event","channel","locale");--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "fitting_bookings" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_locale_known" CHECK ("users"."locale" IN ('en', 'bn'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_locale_known" CHECK ("orders"."locale" IN ('en', 'bn'));--> statement-breakpoint
ALTER TABLE "message_templates" ADD CONSTRAINT "message_templates_locale_known" CHECK ("message_templates"."locale" IN ('en', 'bn'));--> statement-breakpoint
ALTER TABLE "fitting_bookings" ADD CONSTRAINT "fitting_bookings_locale_known" CHECK ("fitting_bookings"."locale" IN ('en', 'bn'));--> statement-breakpoint
-- hand-written: (the locale column comes before the new primary key that holds it: every
-- stored template keeps 'en'.) A product's Bangla name, description and category names are
-- searched too (docs/decisions.md 25): the same weights as the English ones, in the 'simple'
-- configuration, which keeps Bangla words as written.
CREATE FUNCTION category_lineage_names_bn(category_id integer) RETURNS text
LANGUAGE sql STABLE AS $$
  WITH RECURSIVE lineage AS (
    SELECT id, parent_id, name_bn, 0 AS depth FROM categories WHERE id = category_id
    UNION ALL
    SELECT c.id, c.parent_id, c.name_bn, l.depth + 1
    FROM categories c JOIN lineage l ON c.id = l.parent_id
    WHERE l.depth < 16
  )
  SELECT coalesce(string_agg(name_bn, ' ' ORDER BY depth), '') FROM lineage;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_search_columns() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  category_names text := category_lineage_names(NEW.main_category_id);
  category_names_bn text := category_lineage_names_bn(NEW.main_category_id);
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('simple', NEW.name), 'A') ||
    setweight(to_tsvector('english', NEW.name), 'A') ||
    setweight(to_tsvector('simple', coalesce(NEW.name_bn, '')), 'A') ||
    setweight(to_tsvector('simple', NEW.title), 'B') ||
    setweight(to_tsvector('english', NEW.description), 'C') ||
    setweight(to_tsvector('simple', coalesce(NEW.description_bn, '')), 'C') ||
    setweight(to_tsvector('english', category_names), 'C') ||
    setweight(to_tsvector('simple', category_names_bn), 'C');
  NEW.search_text := lower(concat_ws(' ', NEW.name, NEW.title, category_names,
                                     nullif(NEW.name_bn, ''), nullif(category_names_bn, '')));
  RETURN NEW;
END $$;
--> statement-breakpoint
DROP TRIGGER products_search_columns_trigger ON products;
--> statement-breakpoint
CREATE TRIGGER products_search_columns_trigger
  BEFORE INSERT OR UPDATE OF name, name_bn, title, description, description_bn, main_category_id
  ON products FOR EACH ROW EXECUTE FUNCTION products_search_columns();
--> statement-breakpoint
DROP TRIGGER categories_rename_trigger ON categories;
--> statement-breakpoint
CREATE TRIGGER categories_rename_trigger
  AFTER UPDATE OF name, name_bn, parent_id ON categories
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.name_bn IS DISTINCT FROM NEW.name_bn
                     OR OLD.parent_id IS DISTINCT FROM NEW.parent_id)
  EXECUTE FUNCTION categories_after_rename();
