import type { Request, Response } from 'express';
import { pageNumber, paginate } from '../../http/pagination.ts';
import { banner, vehicleCard } from './catalogue.presenter.ts';
import { homeBanners, latestAvailable, unsoldPage } from './catalogue.queries.ts';

const LATEST_ON_HOME = 8;
const PER_PAGE = 12;

export async function home(_req: Request, res: Response) {
  await res.inertia.render('Welcome', {
    banners: async () => (await homeBanners()).map(banner),
    ultimas: async () => (await latestAvailable(LATEST_ON_HOME)).map(vehicleCard),
  });
}

export async function buscar(req: Request, res: Response) {
  await res.inertia.render('Buscar', {
    entradas: async () => {
      const { rows, total, page } = await unsoldPage(pageNumber(req.query.page), PER_PAGE);
      return paginate(rows.map(vehicleCard), { total, page, perPage: PER_PAGE, url: req.originalUrl });
    },
  });
}
