import { limits } from '@/lib/identity';
import { defineContract } from '@/lib/api';
import { localisedListQuerySchema } from '@/lib/validation';

// A search text counts against the per-address limit on searches.
export const searches = {
  name: 'search',
  limit: limits.searchesPerIp,
  appliesTo: (url: URL) => Boolean(url.searchParams.get('keyward')?.trim()),
};

export const contract = defineContract({
  GET: {
    query: localisedListQuerySchema,
    auth: 'optional',
    cache: 'catalogue',
    throttle: searches,
    summary: 'Listing and search',
    description: `Query, all optional: \`is_active\` (default \`true\`; \`false\` lists inactive products, staff only), \`page\` (default 1), \`page_size\` (default 12, from 1 to 100), \`keyward\` (search text, the old spelling kept), \`parentCategory\` (a category slug or id: that category and everything beneath it), \`attribute\` (attribute-value slugs, comma-separated: values of one attribute are ORed, attributes ANDed), \`tag\` and \`tagslug\` (tag ids or slugs, comma-separated), \`lowrange\` and \`heighrange\` (BDT; a product matches when its price range overlaps them), \`ordering\` (\`-created_at\` by default; a search without it is ranked by relevance), \`locale\` (the language of the names, see "Names in the shopper's language").

A size value (\`size-m\`) matches a product only when one of its variants of that size is in stock; \`shopfilters\` counts sizes the same way.

**Search** (\`keyward\`) is case-insensitive. It matches words of the name, SKU, description and category names, also by their beginning ("leh" finds lehengas), tolerates one typo in words of five letters or more, ranks matches in the name first, and treats every character literally: quotes, \`%\`, \`_\`, \`\\\` and Bangla text are searched for, never interpreted. Bangla digits read as ASCII, and Bangla words and romanised spellings are found through a synonym table (\`lib/catalogue/products/search/synonyms.ts\`).`,
    responses: {
      200: '`{count, next, previous, results: [ProductSummary]}`; `next` and `previous` are the relative URLs of the neighbouring pages, or null.',
      400: 'Also for `lowrange` above `heighrange`, and for attribute or tag slugs the catalogue does not have.',
      403: '`forbidden`: `is_active=false` from anyone but staff.',
      404: '`category_not_found` for an unknown `parentCategory`; `page_not_found` for a page past the last (page 1 of an empty result is a 200 with `count: 0`).',
    },
  },
});
