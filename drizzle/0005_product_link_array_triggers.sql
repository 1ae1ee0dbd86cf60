-- products.attribute_value_ids / tag_ids follow product_attribute_values / product_tags, so
-- listing filters test one array (GIN) and facets unnest it instead of joining the links.
CREATE FUNCTION refresh_product_link_arrays(product_ids integer[]) RETURNS void
LANGUAGE sql AS $$
  UPDATE products p
  SET attribute_value_ids = ARRAY(
        SELECT pav.attribute_value_id FROM product_attribute_values pav
        WHERE pav.product_id = p.id ORDER BY 1),
      tag_ids = ARRAY(SELECT pt.tag_id FROM product_tags pt WHERE pt.product_id = p.id ORDER BY 1)
  WHERE p.id = ANY(product_ids);
$$;
--> statement-breakpoint
CREATE FUNCTION product_links_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_link_arrays(ARRAY(SELECT DISTINCT product_id FROM new_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION product_links_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_link_arrays(ARRAY(
    SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION product_links_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_link_arrays(ARRAY(SELECT DISTINCT product_id FROM old_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_attribute_values_arrays_insert AFTER INSERT ON product_attribute_values
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_links_after_insert();
--> statement-breakpoint
CREATE TRIGGER product_attribute_values_arrays_update AFTER UPDATE ON product_attribute_values
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_links_after_update();
--> statement-breakpoint
CREATE TRIGGER product_attribute_values_arrays_delete AFTER DELETE ON product_attribute_values
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_links_after_delete();
--> statement-breakpoint
CREATE TRIGGER product_tags_arrays_insert AFTER INSERT ON product_tags
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_links_after_insert();
--> statement-breakpoint
CREATE TRIGGER product_tags_arrays_update AFTER UPDATE ON product_tags
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_links_after_update();
--> statement-breakpoint
CREATE TRIGGER product_tags_arrays_delete AFTER DELETE ON product_tags
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_links_after_delete();
--> statement-breakpoint
-- One pass over the products that have links (each row rewritten once).
SELECT refresh_product_link_arrays(ARRAY(
  SELECT product_id FROM product_attribute_values UNION SELECT product_id FROM product_tags));
--> statement-breakpoint
-- Facet counts read only these columns: with them in one narrow index, PostgreSQL counts
-- by an index-only scan instead of visiting the wide product rows.
CREATE INDEX products_facet_idx ON products (is_active, main_category_id)
  INCLUDE (min_price, max_price, attribute_value_ids, tag_ids);
