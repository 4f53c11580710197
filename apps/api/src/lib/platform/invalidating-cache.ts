/**
 * A per-process cache whose entries are dropped when the data changes (by a database notification
 * or by this process after it commits). Each key has a generation: a load that started before an
 * invalidation is returned to its caller but not stored, so a stale read can never be cached after
 * the change that made it stale. `ttlMs` bounds any entry's life as a safety net.
 */
export class InvalidatingCache<K, V> {
  readonly #entries = new Map<K, { value: V; at: number }>();
  readonly #generations = new Map<K, number>();
  readonly #loading = new Map<K, { value: Promise<V>; generation: number; epoch: number }>();
  #epoch = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 50_000,
  ) {}

  /** The cached value of `key`, or `load()`'s, stored unless overtaken or `keep` refuses it. */
  async get(key: K, load: () => Promise<V>, keep?: (value: V) => boolean): Promise<V> {
    const hit = this.#entries.get(key);
    if (hit && Date.now() - hit.at < this.ttlMs) return hit.value;
    const generation = this.#generations.get(key) ?? 0;
    const epoch = this.#epoch;
    const inFlight = this.#loading.get(key);
    if (inFlight && inFlight.generation === generation && inFlight.epoch === epoch) return inFlight.value;
    const value = load();
    const loading = { value, generation, epoch };
    this.#loading.set(key, loading);
    try {
      const loaded = await value;
      if (epoch === this.#epoch && generation === (this.#generations.get(key) ?? 0) && (keep?.(loaded) ?? true)) {
        if (this.#entries.size >= this.maxEntries) this.#entries.clear();
        this.#entries.set(key, { value: loaded, at: Date.now() });
      }
      return loaded;
    } finally {
      if (this.#loading.get(key) === loading) this.#loading.delete(key);
    }
  }

  invalidate(key: K): void {
    this.#entries.delete(key);
    this.#generations.set(key, (this.#generations.get(key) ?? 0) + 1);
    if (this.#generations.size > this.maxEntries * 2) {
      // Dropping generations would let an old load store itself; bump the epoch instead.
      this.#generations.clear();
      this.#epoch += 1;
    }
  }

  clear(): void {
    this.#entries.clear();
    this.#loading.clear();
    this.#generations.clear();
    this.#epoch += 1;
  }
}
