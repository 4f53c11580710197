/**
 * The live hub (DESIGN.md §3.11, decision 0113): topics (`user:12` for one person's sockets, `staff`
 * for every console) to which committed changes publish and on which each instance's sockets listen.
 * Without REDIS_URL it is this process's (one instance); with it, every message goes through Redis
 * pub/sub (channel `REDIS_KEY_PREFIX` + `live:` + topic), so a socket on any instance hears what
 * any instance published — its own messages included, so all sockets see one order.
 * PostgreSQL stays the source of truth: a message lost here (Redis down, a socket reconnecting) is
 * fetched again by the client (`afterSeq`, refetch on `ready`). Publishing never throws.
 */
import { Redis } from 'ioredis';

/** A local listener receives the message as the JSON text to send (serialised once per message). */
export type TopicListener = (json: string) => void;

export interface LiveHub {
  readonly kind: 'memory' | 'redis';
  /** Sends `message` to every listener of `topic` on every instance. */
  publish(topic: string, message: object): void;
  /** Listens to `topic` on this instance; returns the unsubscribe. */
  subscribe(topic: string, listener: TopicListener): () => void;
  close(): Promise<void>;
}

/** Listeners per topic on this instance, with the first/last listener of a topic reported. */
class Listeners {
  readonly #byTopic = new Map<string, Set<TopicListener>>();
  constructor(
    private readonly first: (topic: string) => void = () => {},
    private readonly last: (topic: string) => void = () => {},
  ) {}

  add(topic: string, listener: TopicListener): () => void {
    let set = this.#byTopic.get(topic);
    if (!set) {
      set = new Set();
      this.#byTopic.set(topic, set);
      this.first(topic);
    }
    set.add(listener);
    return () => {
      const s = this.#byTopic.get(topic);
      if (!s?.delete(listener) || s.size > 0) return;
      this.#byTopic.delete(topic);
      this.last(topic);
    };
  }

  dispatch(topic: string, json: string): void {
    const set = this.#byTopic.get(topic);
    if (!set) return;
    for (const l of set) {
      try {
        l(json);
      } catch {
        // one socket's failure never stops the others
      }
    }
  }

  /** True when this instance has a listener of `topic`. */
  has(topic: string): boolean {
    return this.#byTopic.has(topic);
  }
}

/** One process's hub: what this instance publishes reaches this instance's sockets. */
export function memoryHub(): LiveHub {
  const listeners = new Listeners();
  return {
    kind: 'memory',
    // Every committed status change publishes (a warehouse scan's included): with nobody listening,
    // nothing is serialised.
    publish: (topic, message) => {
      if (listeners.has(topic)) listeners.dispatch(topic, JSON.stringify(message));
    },
    subscribe: (topic, listener) => listeners.add(topic, listener),
    close: async () => {},
  };
}

/**
 * A hub through Redis pub/sub at `url`: one connection publishes, one subscribes to the topics this
 * instance has listeners for. Redis errors are logged, never thrown; ioredis reconnects and
 * re-subscribes by itself.
 */
export function redisHub(url: string, keyPrefix: string, log: (message: string) => void): LiveHub {
  const prefix = `${keyPrefix}live:`;
  const options = { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false };
  const pub = new Redis(url, options);
  const sub = new Redis(url, options);
  for (const r of [pub, sub]) r.on('error', (e: Error) => log(`live hub: redis: ${e.message}`));
  const listeners = new Listeners(
    (topic) => void sub.subscribe(prefix + topic).catch((e: Error) => log(`live hub: subscribe: ${e.message}`)),
    (topic) => void sub.unsubscribe(prefix + topic).catch(() => {}),
  );
  sub.on('message', (channel: string, json: string) => {
    if (channel.startsWith(prefix)) listeners.dispatch(channel.slice(prefix.length), json);
  });
  return {
    kind: 'redis',
    publish: (topic, message) => {
      pub.publish(prefix + topic, JSON.stringify(message)).catch((e: Error) => log(`live hub: publish: ${e.message}`));
    },
    subscribe: (topic, listener) => listeners.add(topic, listener),
    close: async () => {
      await Promise.all([pub, sub].map((r) => r.quit().catch(() => r.disconnect())));
    },
  };
}

/** Topic of one person's sockets. */
export const userTopic = (userId: number) => `user:${userId}`;
/** Topic of every staff member's console sockets (queues and menu counts). */
export const STAFF_TOPIC = 'staff';
