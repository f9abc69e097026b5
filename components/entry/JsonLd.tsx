import { jsonLdString } from '@/lib/structured-data';

/** schema.org data in a script element; `<` is escaped by jsonLdString so content cannot end the script. */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdString(data) }} />;
}
