import { serializeJsonLd, type JsonLd } from '@/lib/content';

/** Structured data for search engines. The JSON is escaped so no text can close the script. */
export function JsonLdScript({ data }: { data: JsonLd | JsonLd[] }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
