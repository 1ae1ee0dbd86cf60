CREATE TABLE "banner_slides" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"eyebrow" text DEFAULT '' NOT NULL,
	"message" text NOT NULL,
	"image" text,
	"image_alt" text DEFAULT '' NOT NULL,
	"link_href" text NOT NULL,
	"link_label" text NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "banner_slides_window" CHECK ("banner_slides"."starts_at" IS NULL OR "banner_slides"."ends_at" IS NULL OR "banner_slides"."ends_at" > "banner_slides"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "size_guides" (
	"category_id" integer PRIMARY KEY NOT NULL,
	"body" text NOT NULL,
	"body_html" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "pages" ALTER COLUMN "sections" SET DEFAULT '[]'::jsonb;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "body" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "body_html" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "size_guides" ADD CONSTRAINT "size_guides_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_settings" ADD CONSTRAINT "store_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banner_slides_position_idx" ON "banner_slides" USING btree ("position","id");--> statement-breakpoint
-- hand-written: the pages' sections become Markdown (every word kept, formatting characters
-- escaped as lib/content/sections-to-markdown.ts does), with the HTML marked would render
-- from it; and the home banner's four slides of before, as its first slides.
CREATE FUNCTION markdown_text_0012(value text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(
    regexp_replace(value, '\s*\n\s*', ' ', 'g'),
    '^\s+|\s+$', '', 'g'),
    '([\\`*_\[\]<|~#])', '\\\1', 'g'),
    '&(?=#?[0-9A-Za-z]+;)', '\\&', 'g'),
    '^([>+=-])', '\\\1'),
    '^([0-9]+)([.)])', '\1\\\2')
$$;--> statement-breakpoint
CREATE FUNCTION html_text_0012(value text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT replace(replace(replace(replace(replace(
    regexp_replace(regexp_replace(value, '\s*\n\s*', ' ', 'g'), '^\s+|\s+$', '', 'g'),
    '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;'), '''', '&#39;')
$$;--> statement-breakpoint
UPDATE "pages" p SET
  "body" = coalesce((
    SELECT string_agg(
      concat_ws(E'\n\n', '## ' || markdown_text_0012(s.section->>'heading'), (
        SELECT string_agg(markdown_text_0012(q.paragraph), E'\n\n' ORDER BY q.n)
        FROM jsonb_array_elements_text(s.section->'paragraphs') WITH ORDINALITY q(paragraph, n)
        WHERE markdown_text_0012(q.paragraph) <> ''
      )), E'\n\n' ORDER BY s.n)
    FROM jsonb_array_elements(p."sections") WITH ORDINALITY s(section, n)
  ), ''),
  "body_html" = coalesce((
    SELECT string_agg(
      concat_ws(E'\n', '<h2>' || html_text_0012(s.section->>'heading') || '</h2>', (
        SELECT string_agg('<p>' || html_text_0012(q.paragraph) || '</p>', E'\n' ORDER BY q.n)
        FROM jsonb_array_elements_text(s.section->'paragraphs') WITH ORDINALITY q(paragraph, n)
        WHERE html_text_0012(q.paragraph) <> ''
      )), E'\n' ORDER BY s.n)
    FROM jsonb_array_elements(p."sections") WITH ORDINALITY s(section, n)
  ), '')
WHERE p."body" = '';--> statement-breakpoint
DROP FUNCTION markdown_text_0012(text);--> statement-breakpoint
DROP FUNCTION html_text_0012(text);--> statement-breakpoint
INSERT INTO "banner_slides" ("position", "eyebrow", "message", "link_href", "link_label") VALUES
  (0, 'Bridal 2026', 'New arrivals in wedding attire', '/occasion/bridal', 'Discover bridal'),
  (1, 'The bridal atelier', 'Your dream wedding outfit awaits', '/occasion/bridal', 'Book a fitting'),
  (2, 'Party edit', 'Celebrate life with fashion', '/occasion/party', 'Shop party wear'),
  (3, 'Just arrived', 'New season, new styles', '/shop', 'Shop the season');
