/**
 * Bundling stand-in for `mnemonist/lru-cache`, whose only user in our functions is the DynamoDB client's
 * endpoint-discovery cache (`@aws-sdk/endpoint-cache`): built at client start-up, empty unless endpoint discovery is
 * switched on. Same methods that cache calls, on a Map (insertion order = recency), ~7 KB less bundle than mnemonist
 * with obliterator. An esbuild `alias` (lib/bundling.ts) maps the package here; never import this module directly.
 */
export default class LRUCache<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private readonly capacity: number) {}

  get size(): number {
    return this.entries.size;
  }

  has(key: K): boolean {
    return this.entries.has(key);
  }

  /** The value without making it the most recent. */
  peek(key: K): V | undefined {
    return this.entries.get(key);
  }

  get(key: K): V | undefined {
    if (!this.entries.has(key)) return undefined;
    const value = this.entries.get(key)!;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: K, value: V): this {
    this.entries.delete(key);
    if (this.entries.size >= this.capacity) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, value);
    return this;
  }

  clear(): void {
    this.entries.clear();
  }
}
