import { serializeJsonLd } from '@/lib/seo/jsonld';

/** Structured data blocks, one script each (keyed by their schema.org type, unique on a page). */
export function JsonLd({ data }: { data: readonly { '@type': string }[] }) {
  return data.map((item) => (
    <script
      key={item['@type']}
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(item) }}
    />
  ));
}
