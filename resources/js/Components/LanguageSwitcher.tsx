import { Link, usePage } from '@inertiajs/react';
import { LOCALE_DETAILS, LOCALES } from '@contracts/locales';
import { useI18n } from '@/lib/i18n';
import { rememberLanguage, urlInLocale } from '@/lib/language-choice';

/**
 * The page in each language: in the header the languages' codes, in the footer their names.
 * Each link keeps the page and its query, and remembers the choice (lib/language-choice.ts).
 */
export default function LanguageSwitcher({ placement }: { placement: 'header' | 'footer' }) {
  const { url } = usePage();
  const { t, locale } = useI18n();
  const header = placement === 'header';
  return (
    <nav aria-label={t('common.language')} className={header ? '' : 'text-xs'}>
      <ul className={header ? 'flex items-center' : 'flex flex-wrap gap-x-4 gap-y-2'}>
        {LOCALES.map((each) => {
          const { name } = LOCALE_DETAILS[each];
          return (
            <li key={each}>
              <Link
                href={urlInLocale(url, each)}
                hrefLang={each}
                lang={each}
                aria-current={each === locale ? 'true' : undefined}
                onClick={() => rememberLanguage(each)}
                className={
                  header
                    ? 'grid h-10 min-w-8 place-items-center rounded-md px-1 text-xs font-semibold tracking-wide text-white/60 uppercase transition-colors hover:text-white aria-[current=true]:text-white aria-[current=true]:underline aria-[current=true]:decoration-accent aria-[current=true]:decoration-2 aria-[current=true]:underline-offset-4'
                    : 'transition-colors hover:text-white aria-[current=true]:text-white aria-[current=true]:underline aria-[current=true]:underline-offset-4'
                }
              >
                {header ? (
                  <>
                    {each}
                    <span className="sr-only"> ({name})</span>
                  </>
                ) : (
                  name
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
