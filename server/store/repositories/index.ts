import type { DocumentStore } from "../types";
import { createAnalyticsRepository } from "./analytics.repository";
import { createCommentsRepository } from "./comments.repository";
import { createImportsRepository } from "./imports.repository";
import { createFediverseFollowersRepository } from "./fediverse-followers.repository";
import { createFediverseReactionsRepository } from "./fediverse-reactions.repository";
import { createFediverseActorsRepository } from "./fediverse-actors.repository";
import { createFediverseTombstonesRepository } from "./fediverse-tombstones.repository";
import { createDeliveriesRepository, createInboxQueueRepository } from "./fediverse-queue.repository";
import { createMailQueueRepository } from "./mail-queue.repository";
import { createNewsletterSendsRepository } from "./newsletter-sends.repository";
import { createNewsletterLinksRepository } from "./newsletter-links.repository";
import { createSpamFilterRepository } from "./spam-filter.repository";
import { createPostsRepository } from "./posts.repository";
import { createPostRevisionsRepository } from "./post-revisions.repository";
import { createRateLimitsRepository } from "./rate-limits.repository";
import { createSessionsRepository } from "./sessions.repository";
import { createSeriesRepository } from "./series.repository";
import { createSettingsRepository } from "./settings.repository";
import { createSnapshotLeasesRepository } from "./snapshot-leases.repository";
import { createSubscribersRepository } from "./subscribers.repository";
import { createUsersRepository } from "./users.repository";

export function createRepositories(store: DocumentStore) {
  return {
    posts: createPostsRepository(store),
    series: createSeriesRepository(store),
    postRevisions: createPostRevisionsRepository(store),
    comments: createCommentsRepository(store),
    subscribers: createSubscribersRepository(store),
    users: createUsersRepository(store),
    settings: createSettingsRepository(store),
    sessions: createSessionsRepository(store),
    rateLimits: createRateLimitsRepository(store),
    mailQueue: createMailQueueRepository(store),
    newsletterSends: createNewsletterSendsRepository(store),
    newsletterLinks: createNewsletterLinksRepository(store),
    spamFilter: createSpamFilterRepository(store),
    analytics: createAnalyticsRepository(store),
    imports: createImportsRepository(store),
    snapshotLeases: createSnapshotLeasesRepository(store),
    fediverseFollowers: createFediverseFollowersRepository(store),
    fediverseReactions: createFediverseReactionsRepository(store),
    fediverseActors: createFediverseActorsRepository(store),
    fediverseTombstones: createFediverseTombstonesRepository(store),
    fediverseInbox: createInboxQueueRepository(store),
    fediverseDeliveries: createDeliveriesRepository(store),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
