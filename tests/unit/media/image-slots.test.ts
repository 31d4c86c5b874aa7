/**
 * The process's image slots: pictures are worked on at most `slots` at a time, in the order
 * they asked, and a slot freed goes to the next in line.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { setImageSlots, withImageSlot } from '../../../server/media/image-slots.ts';

/** A picture's work that ends when told to, recording when it started. */
function picture(name: string, started: string[]) {
  let finish = () => undefined as void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  const run = withImageSlot(async () => {
    started.push(name);
    await done;
    return name;
  });
  return { run, finish: () => finish() };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

beforeEach(() => setImageSlots(1));

describe('withImageSlot', () => {
  it('with one slot, runs one picture at a time, the others in the order they asked', async () => {
    const started: string[] = [];
    const [a, b, c] = ['a', 'b', 'c'].map((name) => picture(name, started)) as [ReturnType<typeof picture>, ReturnType<typeof picture>, ReturnType<typeof picture>];
    await settle();
    expect(started).toEqual(['a']);
    c.finish();
    b.finish();
    await settle();
    expect(started).toEqual(['a']);
    a.finish();
    expect(await Promise.all([a.run, b.run, c.run])).toEqual(['a', 'b', 'c']);
    expect(started).toEqual(['a', 'b', 'c']);
  });

  it('frees its slot when the work fails', async () => {
    await expect(withImageSlot(() => Promise.reject(new Error('dañada')))).rejects.toThrow('dañada');
    expect(await withImageSlot(() => Promise.resolve('siguiente'))).toBe('siguiente');
  });

  it('starts waiting pictures at once when given more slots', async () => {
    const started: string[] = [];
    const pictures = ['a', 'b', 'c'].map((name) => picture(name, started));
    await settle();
    expect(started).toEqual(['a']);
    setImageSlots(2);
    await settle();
    expect(started).toEqual(['a', 'b']);
    for (const item of pictures) item.finish();
    await Promise.all(pictures.map((item) => item.run));
    expect(started).toEqual(['a', 'b', 'c']);
  });
});
