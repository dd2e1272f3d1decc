// Two guards for the node-redis clients an API node holds (sign-in counters, readiness, the
// socket.io adapter's pair), so a Redis outage neither hangs a node's shutdown nor crashes it.

/** What closing needs of a node-redis client. */
export interface ClosableRedis {
  readonly isOpen: boolean;
  readonly isReady: boolean;
  quit(): Promise<unknown>;
  destroy(): void;
}

/** How long a connected client may take to answer QUIT before it is dropped. */
export const REDIS_QUIT_TIMEOUT_MS = 1_000;

/**
 * Closes a client whatever state Redis left it in. QUIT on a client that is reconnecting waits
 * for a connection it has just stopped trying to make, so it would never settle (and the node
 * would never stop): such a client, or one whose QUIT is not answered in time, is destroyed.
 */
export async function closeRedisClient(
  client: ClosableRedis,
  timeoutMs: number = REDIS_QUIT_TIMEOUT_MS,
): Promise<void> {
  if (!client.isOpen) return;
  if (client.isReady) {
    let timer: NodeJS.Timeout | undefined;
    const answered = await Promise.race([
      client.quit().then(
        () => true,
        () => false,
      ),
      new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), timeoutMs);
      }),
    ]);
    clearTimeout(timer);
    if (answered) return;
  }
  try {
    client.destroy();
  } catch {
    // Already closed by the QUIT that was not answered in time.
  }
}

const SUBSCRIPTION_METHODS = ['subscribe', 'pSubscribe', 'unsubscribe', 'pUnsubscribe'] as const;

/**
 * The socket.io Redis adapter subscribes and unsubscribes without awaiting the promises. When the
 * connection drops, node-redis rejects the ones still waiting for a reply, and an unheard
 * rejection ends the process. Those rejections are expected (the client resubscribes by itself on
 * reconnect), so they are heard here and nothing else changes: the same promise is returned.
 */
export function hearSubscriptionRejections(client: object): void {
  const target = client as Record<string, unknown>;
  for (const name of SUBSCRIPTION_METHODS) {
    const original = target[name];
    if (typeof original !== 'function') continue;
    target[name] = (...args: unknown[]): unknown => {
      const result: unknown = Reflect.apply(original, client, args);
      if (result instanceof Promise) result.catch(() => undefined);
      return result;
    };
  }
}
