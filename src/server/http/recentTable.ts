/**
 * A table of at most `capacity` entries that forgets the ones used least recently: for everything the server keys
 * by what a visitor chooses (addresses, names typed at sign-in), so that a flood of made-up keys costs a fixed amount
 * of memory and a fixed amount of work per request.
 *
 * Two generations of half the capacity each: new and recently used entries go into the current one; when it is full
 * it becomes the previous one, and the previous one is dropped whole. An entry read from the previous generation
 * moves back into the current one. Every operation is O(1), unlike taking the oldest entry out of one Map on every
 * insertion, which slows down as the holes at its front pile up.
 */
export class RecentTable<Value> {
  #current = new Map<string, Value>();
  #previous = new Map<string, Value>();
  readonly #generation: number;

  constructor(capacity: number) {
    this.#generation = Math.max(1, Math.floor(capacity / 2));
  }

  get(key: string): Value | undefined {
    const value = this.#current.get(key);
    if (value !== undefined) return value;
    const old = this.#previous.get(key);
    if (old !== undefined) {
      this.#previous.delete(key);
      this.#add(key, old);
    }
    return old;
  }

  set(key: string, value: Value): void {
    if (this.#current.has(key)) this.#current.set(key, value);
    else {
      this.#previous.delete(key);
      this.#add(key, value);
    }
  }

  delete(key: string): void {
    this.#current.delete(key);
    this.#previous.delete(key);
  }

  /** How many entries are kept now: never more than the capacity. */
  get size(): number {
    return this.#current.size + this.#previous.size;
  }

  #add(key: string, value: Value) {
    if (this.#current.size >= this.#generation) {
      this.#previous = this.#current;
      this.#current = new Map();
    }
    this.#current.set(key, value);
  }
}
