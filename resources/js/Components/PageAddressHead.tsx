import { Head } from '@inertiajs/react';
import type { PageAddress } from '@contracts/i18n';

/** A public page's canonical address in its language, and the same page in every language (hreflang). */
export default function PageAddressHead({ address }: { address: PageAddress }) {
  return (
    <Head>
      <link head-key="canonical" rel="canonical" href={address.canonical} />
      {address.alternates.map((alternate) => (
        <link key={alternate.hreflang} head-key={`alternate-${alternate.hreflang}`} rel="alternate" hrefLang={alternate.hreflang} href={alternate.href} />
      ))}
    </Head>
  );
}
