/**
 * Connects this instance's change events to the live hub (decision 0113): what a commit here
 * publishes (`events.publish(topic, message)` in an `afterCommit`) and every committed status change
 * or wallet posting (`committed`) go to the hub, which carries them to the sockets of every instance.
 * A change reaches its customer's sockets (`user:{id}`) and every console (`staff`) as
 * `{ type: 'changed', subject, id }`; pages refetch what they show of it.
 */
import type { LiveServerMessage } from '@app/shared/live';
import type { Db } from '../../db/client.ts';
import { type LiveHub, STAFF_TOPIC, userTopic } from '../../lib/live/hub.ts';
import { changeEventsOf } from '../../lib/platform/change-events.ts';

/** Starts forwarding; returns the function that stops it. */
export function bridgeToHub(db: Db, hub: LiveHub): () => void {
  return changeEventsOf(db).subscribe({
    userChanged() {},
    sessionRevoked() {},
    reset() {},
    committed(change) {
      const message: LiveServerMessage = { type: 'changed', subject: change.subject, id: change.id };
      if (change.userId !== null) hub.publish(userTopic(change.userId), message);
      hub.publish(STAFF_TOPIC, message);
    },
    published(topic, message) {
      hub.publish(topic, message);
    },
  });
}
