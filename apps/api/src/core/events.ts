import type { DomainEvents, EventName } from './domain-events';

export type EventHandler<K extends EventName> = (payload: DomainEvents[K]) => unknown;

export interface EventLogger {
  error(details: object, message: string): void;
}

/** What a publish came to: the subscribers that threw or rejected (each one logged). */
export interface PublishOutcome {
  failed: string[];
}

export interface EventBus {
  /**
   * Runs `handler` on every later `name` event. `subscriber` names it in the logs
   * (`<feature>.<what it does>`). Answers the unsubscribe.
   */
  subscribe<K extends EventName>(
    name: K,
    handler: EventHandler<K>,
    options: { subscriber: string },
  ): () => void;
  /**
   * Awaits every subscriber of `name` in subscription order. A subscriber's failure is logged
   * and never rejects: the change being told is already stored, so the request that stored it
   * still answers what it did.
   */
  publish<K extends EventName>(name: K, payload: DomainEvents[K]): Promise<PublishOutcome>;
}

interface Subscription {
  subscriber: string;
  handler: (payload: never) => unknown;
}

/** The typed, in-process event bus (docs/architecture.md#events). One per app. */
export function createEventBus(deps: { logger: EventLogger }): EventBus {
  const subscriptions = new Map<EventName, Subscription[]>();

  return {
    subscribe(name, handler, { subscriber }) {
      const entry: Subscription = { subscriber, handler };
      subscriptions.set(name, [...(subscriptions.get(name) ?? []), entry]);
      return () => {
        subscriptions.set(
          name,
          (subscriptions.get(name) ?? []).filter((s) => s !== entry),
        );
      };
    },

    async publish(name, payload) {
      const failed: string[] = [];
      // A subscription made while this event is told hears the next one, not this one.
      for (const { subscriber, handler } of subscriptions.get(name) ?? []) {
        try {
          await (handler as EventHandler<typeof name>)(payload);
        } catch (error) {
          failed.push(subscriber);
          deps.logger.error({ err: error, event: name, subscriber }, 'subscriber failed');
        }
      }
      return { failed };
    },
  };
}
