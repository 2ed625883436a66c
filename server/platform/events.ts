import type { Kysely } from "kysely";

import type { Database } from "./db/schema";

/*
 * What one feature tells the others happened, inside the transaction that made it happen: a
 * booking confirmed, a time freed, a booking erased. The publisher declares a channel in its own
 * events file and knows none of its subscribers; each subscriber writes its own tables in the same
 * transaction (so an e-mail or a record it adds commits or rolls back with the cause, as the
 * outbox's jobs do). Subscriptions are made once, at start, by the feature list (server/features.ts):
 * publishing before that is a mistake of the program, not of the request, and throws.
 */

/** A subscriber: runs in the publisher's transaction; what it returns is the publisher's to read. */
type Subscriber<Payload, Answer> = (trx: Kysely<Database>, payload: Payload) => Promise<Answer>;

interface Channel<Payload, Answer = void> {
  readonly name: string;
  /** One subscriber per feature: subscribing again (a second app in one process) replaces it. */
  subscribe(feature: string, subscriber: Subscriber<Payload, Answer>): void;
  /** Runs every subscriber in turn, in `trx`; their answers, in the order they subscribed. */
  publish(trx: Kysely<Database>, payload: Payload): Promise<Answer[]>;
}

let wired = false;

/** Called by the feature list once every subscription is made. */
export function subscriptionsMade(): void {
  wired = true;
}

export function channel<Payload, Answer = void>(name: string): Channel<Payload, Answer> {
  const subscribers = new Map<string, Subscriber<Payload, Answer>>();
  return {
    name,
    subscribe(feature, subscriber) {
      subscribers.set(feature, subscriber);
    },
    async publish(trx, payload) {
      if (!wired) throw new Error(`"${name}" was published before the features subscribed (server/features.ts)`);
      const answers: Answer[] = [];
      for (const subscriber of subscribers.values()) answers.push(await subscriber(trx, payload));
      return answers;
    },
  };
}
