import type { FediverseActorsRepository } from "../../../store/repositories/fediverse-actors.repository";
import type { FediverseFollowersRepository } from "../../../store/repositories/fediverse-followers.repository";
import type { FediverseReactionsRepository } from "../../../store/repositories/fediverse-reactions.repository";

/** An account not fetched for this long is forgotten, unless it follows the blog or a reaction of its is counted. */
export const IDLE_ACTOR_KEPT_MS = 7 * 24 * 60 * 60 * 1000;
const BATCH = 500;
/** A run reads at most this many idle accounts; the next run goes on. */
const MOST_READ_A_RUN = 20_000;

/**
 * Every account that signs a message the blog checks is fetched and kept, before any cap applies:
 * a flood from many accounts would grow the store without end. An idle one is only a cache (a key is
 * fetched again after a day anyway), so it goes. Followers are kept, and so are accounts with a
 * like or boost counted: their account's Delete must still be known, to remove them.
 */
export async function forgetIdleActors(
  {
    actors,
    followers,
    reactions,
  }: { actors: FediverseActorsRepository; followers: FediverseFollowersRepository; reactions: FediverseReactionsRepository },
  now: Date,
): Promise<number> {
  const before = new Date(now.getTime() - IDLE_ACTOR_KEPT_MS);
  let kept = 0;
  let forgotten = 0;
  for (let read = 0; read < MOST_READ_A_RUN; read += BATCH) {
    const idle = await actors.fetchedBefore(before, kept, BATCH);
    if (idle.length === 0) break;
    const [following, reacting] = await Promise.all([followers.followingAmong(idle), reactions.reactingAmong(idle)]);
    const idleOnly = idle.filter((actorId) => !following.has(actorId) && !reacting.has(actorId));
    kept += idle.length - idleOnly.length;
    forgotten += await actors.forgetMany(idleOnly);
    if (idle.length < BATCH) break;
  }
  return forgotten;
}
