import type { PrismaClient } from '../../server/db/client.ts';
import { processBannerImage } from '../../server/media/banners.ts';
import { withImageSlot } from '../../server/media/image-slots.ts';
import { renderDemoBanner } from './demo-cars/images.ts';

/**
 * The three home banners (ids 1–3, order 0–2), created only when the table is empty. Their
 * images are rendered locally and stored by the real banner pipeline.
 */

const BANNERS = [
  { title: 'Vehículos premium revisados y garantizados', button_text: 'Ver vehículos', button_link: '/buscar' },
  { title: 'Más de 20 años en el motor canario', button_text: 'Conócenos', button_link: '/historia' },
  { title: 'Tres concesionarios en Gran Canaria y Tenerife', button_text: 'Contacta con nosotros', button_link: '/contacto' },
] as const;

export async function seedBanners(prisma: PrismaClient, withImages: boolean): Promise<number> {
  if ((await prisma.banner.count()) > 0) return 0;
  const created = await prisma.banner.createManyAndReturn({
    data: BANNERS.map(({ button_text, button_link }, order) => ({ id: order + 1, type: 'image', button_text, button_link, order })),
    skipDuplicates: true,
    select: { id: true, order: true },
  });
  await prisma.$executeRawUnsafe(`SELECT setval(pg_get_serial_sequence('"banners"', 'id'), GREATEST((SELECT MAX("id") FROM "banners"), 1))`);
  if (withImages) {
    for (const banner of created) {
      const title = BANNERS[banner.order]?.title ?? '';
      const image = await withImageSlot(() => renderDemoBanner({ seed: banner.id * 97, title }));
      const { path } = await processBannerImage(image, banner.id);
      await prisma.banner.update({ where: { id: banner.id }, data: { image_path: path }, select: { id: true } });
    }
  }
  return created.length;
}
