-- A variant's size and colour become the Size and Colour values they name
-- (attribute_values), so that the Bangla name, the swatch, the size filter and the feeds
-- read one row instead of matching the text to a value's English name.
-- hand-written:
-- The value of this kind ('size', or 'colour': the Colour attribute, spelt colour or
-- color) whose name is this one, case and spaces aside; made at the end of its attribute
-- when there is none, its slug the store's `{attribute}-{words}` (a number after it when
-- taken), as the staff's editor makes one. The migration below and every writer of
-- variants (lib/catalog/variant-values.ts) resolve names through it, so they agree.
CREATE FUNCTION variant_option_value(kind text, value_name text) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  owner_id integer;
  owner_slug text;
  found_id integer;
  wanted text := lower(regexp_replace(btrim(value_name), '\s+', ' ', 'g'));
  base_slug text;
  candidate text;
  suffix integer := 1;
BEGIN
  IF kind NOT IN ('size', 'colour') THEN
    RAISE EXCEPTION 'unknown variant option %', kind USING ERRCODE = 'invalid_parameter_value';
  END IF;
  SELECT a.id, a.slug INTO owner_id, owner_slug FROM attributes a
    WHERE a.slug = ANY (CASE kind WHEN 'size' THEN ARRAY['size'] ELSE ARRAY['colour', 'color'] END)
    ORDER BY a.position, a.id LIMIT 1;
  IF owner_id IS NULL THEN
    INSERT INTO attributes (name, slug, position)
      VALUES (initcap(kind), kind, (SELECT coalesce(max(position), -1) + 1 FROM attributes))
      ON CONFLICT (slug) DO NOTHING;
    SELECT a.id, a.slug INTO owner_id, owner_slug FROM attributes a WHERE a.slug = kind;
  END IF;
  FOR attempt IN 1..2 LOOP
    SELECT v.id INTO found_id FROM attribute_values v
      WHERE v.attribute_id = owner_id
        AND lower(regexp_replace(btrim(v.name), '\s+', ' ', 'g')) = wanted
      ORDER BY v.position, v.id LIMIT 1;
    IF found_id IS NOT NULL THEN RETURN found_id; END IF;
    -- Writers of one attribute's values take turns on its row, as the staff's editor does
    -- (lib/catalog/taxonomy-editing/attributes/locked-values.ts); then look again.
    IF attempt = 1 THEN PERFORM 1 FROM attributes WHERE id = owner_id FOR UPDATE; END IF;
  END LOOP;
  base_slug := owner_slug || '-' || coalesce(nullif(
    btrim(regexp_replace(replace(wanted, '&', ' and '), '[^a-z0-9]+', '-', 'g'), '-'), ''), 'value');
  candidate := base_slug;
  WHILE EXISTS (SELECT 1 FROM attribute_values WHERE slug = candidate) LOOP
    suffix := suffix + 1;
    candidate := base_slug || '-' || suffix;
  END LOOP;
  INSERT INTO attribute_values (attribute_id, name, slug, position)
    VALUES (owner_id, regexp_replace(btrim(value_name), '\s+', ' ', 'g'), candidate,
      (SELECT coalesce(max(position), -1) + 1 FROM attribute_values WHERE attribute_id = owner_id))
    RETURNING id INTO found_id;
  RETURN found_id;
END $$;
--> statement-breakpoint
ALTER TABLE "variants" ADD COLUMN "size_value_id" integer;--> statement-breakpoint
ALTER TABLE "variants" ADD COLUMN "colour_value_id" integer;--> statement-breakpoint
-- Each distinct text once, in the order the variants were made, so that values created
-- here line up as the staff first wrote them.
DO $$
DECLARE
  named record;
BEGIN
  FOR named IN SELECT size AS name FROM variants GROUP BY size ORDER BY min(id) LOOP
    UPDATE variants SET size_value_id = variant_option_value('size', named.name)
      WHERE size = named.name;
  END LOOP;
  FOR named IN SELECT colour AS name FROM variants GROUP BY colour ORDER BY min(id) LOOP
    UPDATE variants SET colour_value_id = variant_option_value('colour', named.name)
      WHERE colour = named.name;
  END LOOP;
END $$;
--> statement-breakpoint
ALTER TABLE "variants" ALTER COLUMN "size_value_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "variants" ALTER COLUMN "colour_value_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_size_value_id_attribute_values_id_fk" FOREIGN KEY ("size_value_id") REFERENCES "public"."attribute_values"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_colour_value_id_attribute_values_id_fk" FOREIGN KEY ("colour_value_id") REFERENCES "public"."attribute_values"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "variants_size_value_idx" ON "variants" USING btree ("size_value_id");--> statement-breakpoint
CREATE INDEX "variants_colour_value_idx" ON "variants" USING btree ("colour_value_id");--> statement-breakpoint
-- The text columns stay, for what reads text (cart lines, the orders' snapshots, the staff's
-- lists and the CSV), as copies of the values' English names: a writer sets the ids, and
-- a value renamed renames its variants' copies. The variants' own text is left as the
-- staff wrote it until the variant is next written.
ALTER TABLE "variants" ALTER COLUMN "size" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "variants" ALTER COLUMN "colour" SET DEFAULT '';--> statement-breakpoint
CREATE FUNCTION variants_option_names() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.size := (SELECT name FROM attribute_values WHERE id = NEW.size_value_id);
  NEW.colour := (SELECT name FROM attribute_values WHERE id = NEW.colour_value_id);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER variants_option_names_trigger
  BEFORE INSERT OR UPDATE OF size_value_id, colour_value_id, size, colour ON variants
  FOR EACH ROW EXECUTE FUNCTION variants_option_names();
--> statement-breakpoint
CREATE FUNCTION attribute_values_rename_variants() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE variants SET size = NEW.name WHERE size_value_id = NEW.id;
  UPDATE variants SET colour = NEW.name WHERE colour_value_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER attribute_values_rename_variants_trigger
  AFTER UPDATE OF name ON attribute_values
  FOR EACH ROW WHEN (NEW.name IS DISTINCT FROM OLD.name)
  EXECUTE FUNCTION attribute_values_rename_variants();
