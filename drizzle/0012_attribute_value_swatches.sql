CREATE TABLE "attribute_value_swatches" (
	"attribute_value_id" integer PRIMARY KEY NOT NULL,
	"colour" text NOT NULL,
	CONSTRAINT "attribute_value_swatches_colour_check" CHECK ("attribute_value_swatches"."colour" ~ '^#[0-9a-f]{6}$')
);
--> statement-breakpoint
ALTER TABLE "attribute_value_swatches" ADD CONSTRAINT "attribute_value_swatches_attribute_value_id_attribute_values_id_fk" FOREIGN KEY ("attribute_value_id") REFERENCES "public"."attribute_values"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- hand-written:
-- A category never lies beneath itself, whoever writes the tree: the staff's editors check
-- first with the rows locked (lib/catalog/taxonomy-editing); this stops any other writer.
CREATE FUNCTION categories_refuse_cycle() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    WITH RECURSIVE above AS (
      SELECT id, parent_id FROM categories WHERE id = NEW.parent_id
      UNION
      SELECT c.id, c.parent_id FROM categories c JOIN above a ON c.id = a.parent_id
    )
    SELECT 1 FROM above WHERE id = NEW.id
  ) THEN
    RAISE EXCEPTION 'category % would lie beneath itself', NEW.id USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER categories_refuse_cycle_trigger
  BEFORE UPDATE OF parent_id ON categories
  FOR EACH ROW WHEN (NEW.parent_id IS NOT NULL AND NEW.parent_id IS DISTINCT FROM OLD.parent_id)
  EXECUTE FUNCTION categories_refuse_cycle();
