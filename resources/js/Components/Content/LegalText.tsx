import { Fragment } from 'react';
import type { LegalSection } from '@contracts/legal';
import { useI18n } from '@/lib/i18n';

/** "[Razón social] S.L." → the bracketed placeholders marked, so nobody mistakes them for data. */
function WithPlaceholders({ text }: { text: string }) {
  const { t } = useI18n();
  const parts = text.split(/(\[[^\]]+\])/);
  return parts.map((part, index) =>
    part.startsWith('[') && part.endsWith(']') ? (
      <mark key={index} title={t('legal.pending_data')} className="rounded bg-gold/25 px-1 text-ink">
        {part}
      </mark>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}

/** A legal document's numbered sections: h2, paragraphs and an optional list. */
export default function LegalText({ sections }: { sections: LegalSection[] }) {
  return (
    <div className="space-y-10">
      {sections.map((section) => (
        <section key={section.heading} className="scroll-mt-28">
          <h2 className="text-xl font-semibold tracking-tight">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3 leading-relaxed text-ink/80">
              <WithPlaceholders text={paragraph} />
            </p>
          ))}
          {section.items && (
            <ul className="mt-3 space-y-2 pl-5 text-ink/80 marker:text-gold [list-style:disc]">
              {section.items.map((item) => (
                <li key={item} className="pl-1 leading-relaxed">
                  <WithPlaceholders text={item} />
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
