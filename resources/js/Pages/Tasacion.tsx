import PageHeader from '@/Components/Content/PageHeader';
import SeoHead from '@/Components/SeoHead';
import TradeInForm from '@/Components/TradeIn/TradeInForm';
import PublicLayout from '@/Layouts/PublicLayout';
import { useI18n } from '@/lib/i18n';
import type { PageProps } from '@contracts/page-registry';

const STEPS = [
  { title: 'tradein.step_describe_title', text: 'tradein.step_describe_text' },
  { title: 'tradein.step_call_title', text: 'tradein.step_call_text' },
  { title: 'tradein.step_deal_title', text: 'tradein.step_deal_text' },
] as const;

/** 'Tasamos tu coche' (/tasacion): how the valuation works, and the form. */
export default function Tasacion({ seo, marcas, combustibles, cambios }: PageProps<'Tasacion'>) {
  const { t } = useI18n();
  return (
    <>
      <SeoHead seo={seo} />
      <PageHeader id="tasacion-title" eyebrow={t('tradein.eyebrow')} title={t('tradein.title')}>
        <p>{t('tradein.lead')}</p>
      </PageHeader>
      <section aria-labelledby="tasacion-title" className="container-site grid gap-10 py-12 sm:py-16 lg:grid-cols-[0.75fr_1.25fr] lg:gap-14">
        <div>
          <h2 className="text-xl font-semibold tracking-tight">{t('tradein.how_it_works')}</h2>
          <ol className="mt-6 space-y-6">
            {STEPS.map((step, index) => (
              <li key={step.title} className="flex gap-4">
                <span aria-hidden="true" className="grid size-9 shrink-0 place-items-center rounded-full bg-ink text-sm font-semibold text-white">
                  {index + 1}
                </span>
                <div>
                  <h3 className="font-semibold">{t(step.title)}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-muted">{t(step.text)}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
        <TradeInForm marcas={marcas} combustibles={combustibles} cambios={cambios} />
      </section>
    </>
  );
}

Tasacion.layout = PublicLayout;
