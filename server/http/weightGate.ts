/**
 * Lets work of a weight go on while the weights going on stay within `capacity` (one piece heavier
 * than that goes alone), first come first served. Used per process to bound memory: upload bodies
 * read at once, weighed in bytes (server/app.ts), and images decoded at once, weighed in pixels
 * (server/uploads.ts). Work waiting holds nothing: its body is not read, its image not decoded.
 */
export class WeightGate {
  private running = 0;
  private readonly waiting: { weight: number; start: () => void }[] = [];

  constructor(private readonly capacity: number) {}

  /** Waits for room for `weight`; answers the function that gives it back (call it once). */
  async acquire(weight: number): Promise<() => void> {
    if (weight <= 0) return () => {};
    const w = Math.min(weight, this.capacity);
    if (this.waiting.length || (this.running > 0 && this.running + w > this.capacity)) {
      await new Promise<void>((start) => this.waiting.push({ weight: w, start }));
    } else {
      this.running += w;
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.running -= w;
      this.wake();
    };
  }

  async run<T>(weight: number, work: () => Promise<T>): Promise<T> {
    const release = await this.acquire(weight);
    try {
      return await work();
    } finally {
      release();
    }
  }

  private wake(): void {
    // The weight was counted when a waiter is started, so the order stays first come first served.
    while (this.waiting.length && (this.running === 0 || this.running + this.waiting[0].weight <= this.capacity)) {
      const next = this.waiting.shift()!;
      this.running += next.weight;
      next.start();
    }
  }
}
