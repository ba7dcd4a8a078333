import { WeightGate } from './weightGate';

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('WeightGate', () => {
  it('lets work go on within its capacity, queues the rest first come first served, and lets one heavier piece go alone', async () => {
    const gate = new WeightGate(10);
    const started: string[] = [];
    const finish: Record<string, () => void> = {};
    const job = (name: string, weight: number) =>
      gate.run(weight, () => {
        started.push(name);
        return new Promise<void>((done) => (finish[name] = done));
      });
    const all = [job('a', 6), job('b', 4), job('c', 3), job('huge', 50), job('d', 1)];
    await tick();
    // c waits for room, and d, though it would fit, waits behind it (first come, first served).
    expect(started).toEqual(['a', 'b']);
    finish.a();
    await tick();
    expect(started).toEqual(['a', 'b', 'c']);
    finish.b();
    finish.c();
    await tick();
    // Heavier than the whole capacity: alone.
    expect(started).toEqual(['a', 'b', 'c', 'huge']);
    finish.huge();
    await tick();
    expect(started).toEqual(['a', 'b', 'c', 'huge', 'd']);
    finish.d();
    await Promise.all(all);
  });

  it('weight 0 never waits; a release given back twice counts once', async () => {
    const gate = new WeightGate(2);
    const first = await gate.acquire(2);
    await expect(gate.acquire(0)).resolves.toBeInstanceOf(Function);
    first();
    first();
    const a = await gate.acquire(1);
    const b = await gate.acquire(1);
    let third = false;
    const waiting = gate.acquire(1).then((release) => ((third = true), release));
    await tick();
    expect(third).toBe(false);
    a();
    (await waiting)();
    b();
  });
});
