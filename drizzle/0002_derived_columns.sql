-- Derived columns are kept by the database itself, so every writer (seed, admin, API) agrees.

-- products.min_price / max_price / in_stock follow the product's variants.
CREATE FUNCTION refresh_product_variant_summary(product_ids integer[]) RETURNS void
LANGUAGE sql AS $$
  UPDATE products p
  SET min_price = s.min_price, max_price = s.max_price, in_stock = s.in_stock
  FROM (
    SELECT ids.id,
           min(v.price) AS min_price,
           max(v.price) AS max_price,
           coalesce(bool_or(v.stock > 0), false) AS in_stock
    FROM unnest(product_ids) AS ids(id)
    LEFT JOIN variants v ON v.product_id = ids.id
    GROUP BY ids.id
  ) s
  WHERE p.id = s.id;
$$;
--> statement-breakpoint
CREATE FUNCTION variants_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_variant_summary(ARRAY(SELECT DISTINCT product_id FROM new_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION variants_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_variant_summary(ARRAY(
    SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION variants_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_variant_summary(ARRAY(SELECT DISTINCT product_id FROM old_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER variants_summary_insert AFTER INSERT ON variants
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION variants_after_insert();
--> statement-breakpoint
CREATE TRIGGER variants_summary_update AFTER UPDATE ON variants
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION variants_after_update();
--> statement-breakpoint
CREATE TRIGGER variants_summary_delete AFTER DELETE ON variants
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION variants_after_delete();
--> statement-breakpoint

-- The names of a category and all its ancestors, for search.
CREATE FUNCTION category_lineage_names(category_id integer) RETURNS text
LANGUAGE sql STABLE AS $$
  WITH RECURSIVE lineage AS (
    SELECT id, parent_id, name, 0 AS depth FROM categories WHERE id = category_id
    UNION ALL
    SELECT c.id, c.parent_id, c.name, l.depth + 1
    FROM categories c JOIN lineage l ON c.id = l.parent_id
    WHERE l.depth < 16
  )
  SELECT coalesce(string_agg(name, ' ' ORDER BY depth), '') FROM lineage;
$$;
--> statement-breakpoint
-- search_vector weights: name (A) above SKU (B) above description and category names (C).
-- search_text feeds the trigram index: prefixes and typos in names, SKUs and categories.
CREATE FUNCTION products_search_columns() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  category_names text := category_lineage_names(NEW.main_category_id);
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('simple', NEW.name), 'A') ||
    setweight(to_tsvector('english', NEW.name), 'A') ||
    setweight(to_tsvector('simple', NEW.title), 'B') ||
    setweight(to_tsvector('english', NEW.description), 'C') ||
    setweight(to_tsvector('english', category_names), 'C');
  NEW.search_text := lower(NEW.name || ' ' || NEW.title || ' ' || category_names);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_search_columns_trigger
  BEFORE INSERT OR UPDATE OF name, title, description, main_category_id ON products
  FOR EACH ROW EXECUTE FUNCTION products_search_columns();
--> statement-breakpoint
-- A renamed or moved category re-indexes the products under it.
CREATE FUNCTION categories_after_rename() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET name = name
  WHERE main_category_id IN (
    WITH RECURSIVE subtree AS (
      SELECT id FROM categories WHERE id = NEW.id
      UNION ALL
      SELECT c.id FROM categories c JOIN subtree s ON c.parent_id = s.id
    )
    SELECT id FROM subtree
  );
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER categories_rename_trigger
  AFTER UPDATE OF name, parent_id ON categories
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.parent_id IS DISTINCT FROM NEW.parent_id)
  EXECUTE FUNCTION categories_after_rename();
