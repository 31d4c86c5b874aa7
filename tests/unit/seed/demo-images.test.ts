import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { paintColor } from '../../../prisma/seed/demo-cars/color.ts';
import { renderDemoBanner, renderDemoCarPhoto } from '../../../prisma/seed/demo-cars/images.ts';

const car = { seed: 42, color: 'Azul', body: 'SUV', label: 'BMW X5', view: 0 };

/** Mean colour of a region, to tell renders apart without comparing bytes. */
async function meanColour(image: Buffer): Promise<number[]> {
  const { channels } = await sharp(image).stats();
  return channels.slice(0, 3).map((channel) => Math.round(channel.mean));
}

describe('renderDemoCarPhoto', () => {
  const reference = renderDemoCarPhoto(car);

  it('renders a 1600×1067 JPEG, the same bytes for the same options', async () => {
    const first = await reference;
    const again = await renderDemoCarPhoto({ ...car });
    expect(await sharp(first).metadata()).toMatchObject({ format: 'jpeg', width: 1600, height: 1067 });
    expect(first.equals(again)).toBe(true);
  });

  it.each([
    [1, 'Berlina'],
    [2, 'Coupé'],
    [3, 'Cabrio'],
    [4, 'Familiar'],
    [0, 'Compacto'],
  ])('renders view %i of a %s', async (view, body) => {
    const image = await renderDemoCarPhoto({ ...car, view, body });
    expect(await sharp(image).metadata()).toMatchObject({ format: 'jpeg', width: 1600, height: 1067 });
    expect(image.equals(await reference)).toBe(false);
  });

  it('paints the car in the colour asked for', async () => {
    const red = await meanColour(await renderDemoCarPhoto({ ...car, view: 1, color: '#b01020' }));
    const blue = await meanColour(await renderDemoCarPhoto({ ...car, view: 1, color: '#1030b0' }));
    expect(red[0]! - red[2]!).toBeGreaterThan(blue[0]! - blue[2]!);
  });

  it('reads Spanish colour names and hex, and falls back to grey', () => {
    expect(paintColor('#ff0000')).toEqual([255, 0, 0]);
    expect(paintColor('Rojo')).toEqual(paintColor('rojo metalizado'));
    expect(paintColor('Marrón')).toEqual(paintColor('marron'));
    const [r, g, b] = paintColor('sin color');
    expect(Math.max(r, g, b) - Math.min(r, g, b)).toBeLessThan(20);
  });
});

describe('renderDemoBanner', () => {
  it('renders a dark 1920×768 JPEG, deterministic by seed', async () => {
    const banner = await renderDemoBanner({ seed: 7, title: 'Vehículos premium' });
    expect(await sharp(banner).metadata()).toMatchObject({ format: 'jpeg', width: 1920, height: 768 });
    expect(banner.equals(await renderDemoBanner({ seed: 7, title: 'Vehículos premium' }))).toBe(true);
    const [r, g, b] = await meanColour(banner);
    expect((r! + g! + b!) / 3).toBeLessThan(70);
  });
});
