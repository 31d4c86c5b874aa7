import { Head } from '@inertiajs/react';
import { LOCALE_DETAILS, LOCALES } from '@contracts/locales';
import type { PageSeo } from '@contracts/pages';
import { useI18n } from '@/lib/i18n';

/**
 * The head tags of an indexable page, from the server's PageSeo: title, description, Open
 * Graph in the page's language, Twitter card and JSON-LD. The canonical and its alternates are
 * every public page's, in PublicLayout. The title goes through Head's `title`
 * prop, which escapes it; the JSON-LD arrives already made safe for a <script> element.
 */
export default function SeoHead({ seo, type = 'website' }: { seo: PageSeo; type?: 'website' | 'product' }) {
  const { locale } = useI18n();
  return (
    <Head title={seo.title}>
      <meta head-key="description" name="description" content={seo.description} />
      <meta head-key="og:type" property="og:type" content={type} />
      <meta head-key="og:locale" property="og:locale" content={LOCALE_DETAILS[locale].og} />
      {LOCALES.filter((other) => other !== locale).map((other) => (
        <meta key={other} head-key={`og:locale:alternate-${other}`} property="og:locale:alternate" content={LOCALE_DETAILS[other].og} />
      ))}
      <meta head-key="og:title" property="og:title" content={seo.title} />
      <meta head-key="og:description" property="og:description" content={seo.description} />
      <meta head-key="og:url" property="og:url" content={seo.canonical} />
      {seo.image && <meta head-key="og:image" property="og:image" content={seo.image.url} />}
      {seo.image && <meta head-key="og:image:width" property="og:image:width" content={String(seo.image.width)} />}
      {seo.image && <meta head-key="og:image:height" property="og:image:height" content={String(seo.image.height)} />}
      {seo.image && <meta head-key="og:image:alt" property="og:image:alt" content={seo.image.alt} />}
      <meta head-key="twitter:card" name="twitter:card" content={seo.image ? 'summary_large_image' : 'summary'} />
      <meta head-key="twitter:title" name="twitter:title" content={seo.title} />
      <meta head-key="twitter:description" name="twitter:description" content={seo.description} />
      {seo.image && <meta head-key="twitter:image" name="twitter:image" content={seo.image.url} />}
      {seo.jsonLd.map((json, index) => (
        <script key={index} head-key={`ld-${index}`} type="application/ld+json">
          {json}
        </script>
      ))}
    </Head>
  );
}
