import type { Request, Response } from 'express';
import type { Welcome2Props } from '../../contracts/pages.ts';
import { currentFinanceNote } from '../../core/finance-terms.ts';
import { latestCards } from './catalogue.service.ts';
import { banner } from './catalogue.presenter.ts';
import { homeBanners } from './catalogue.queries.ts';
import { defaultSearchOptions } from './search.service.ts';

/** The second home's hero: the first video banner in the home's order, else its first banner. */
async function heroBanner(): Promise<Welcome2Props['banner']> {
  const rows = await homeBanners();
  const row = rows.find((candidate) => candidate.type === 'video' && candidate.video_path) ?? rows[0];
  return row ? banner(row) : null;
}

/** /inicio: the second home variant (spec §2), from the home's own queries and presenters. */
export async function welcome2(req: Request, res: Response) {
  await res.inertia.render('Welcome2', {
    banner: heroBanner,
    ultimas: latestCards,
    marcas: async () => (await defaultSearchOptions()).marcas.map(({ id, nombre }) => ({ id, nombre })),
    notaFinanciacion: () => currentFinanceNote(req.locale),
  });
}
