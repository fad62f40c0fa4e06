import type { AuthUser } from "../../../shared/types";
import type { Config } from "../../config";
import { HttpError } from "../../lib/errors";
import type { Clock } from "../../lib/clock";
import type { Logger } from "../../lib/logger";
import { copyAllCollections, copyAllFiles, type CopyReport } from "../../store/copy-store";
import { redactUri, writeEngineChoice, type EngineChoice } from "../../store/engine-choice";
import { ensureIndexes } from "../../store/indexes";
import type { MongoStore } from "../../store/mongo/mongo-store";
import type { SwitchableStore } from "../../store/switchable-store";
import type { DocumentStore } from "../../store/types";
import type { Repositories } from "../../store/repositories";
import type { PostsService } from "../posts";
import { postSearchOn } from "../posts";
import type { ProfileService } from "../profile";
import { DEMO_USER, isAdminUser } from "../auth";

export interface SwitchResult {
  success: true;
  message: string;
  engine: DocumentStore["kind"];
  collections: CopyReport[];
  /** Uploaded files copied with the documents. */
  files: number;
}

interface Dependencies {
  config: Pick<Config, "dataDir" | "adminEmails" | "demoLoginEnabled" | "mongodbConnectTimeoutMs">;
  store: SwitchableStore;
  repositories: Repositories;
  posts: PostsService;
  profile: ProfileService;
  clock: Clock;
  logger: Logger;
  /** Takes a snapshot of the store in charge before a switch copies anything; a failure stops the switch. */
  beforeSwitch?: () => Promise<unknown>;
}

/** Removes the URI's password from any text, in case a driver message repeats it. */
function scrub(text: string, uri: string): string {
  const password = /^mongodb(?:\+srv)?:\/\/[^:@/]+:([^@/]*)@/.exec(uri)?.[1];
  const withoutUri = text.split(uri).join(redactUri(uri));
  return password ? withoutUri.split(password).join("***").split(decodeURIComponent(password)).join("***") : withoutUri;
}

export function createMigrationService(deps: Dependencies) {
  const { store, repositories, config } = deps;

  /** Ids of the accounts that may own posts: every admin that has signed in, and the demo admin. */
  async function adminIds(): Promise<string[]> {
    const users = await repositories.users.list();
    return [
      DEMO_USER.id,
      ...users
        .filter((user) => isAdminUser({ id: user._id, name: user.name, email: user.email, provider: user.provider }, config))
        .map((user) => user._id),
    ];
  }

  /**
   * Copies everything into `target`, verifies it, remembers the choice and switches. If any step
   * fails the current engine stays in charge and nothing in it has changed.
   */
  async function switchTo(target: DocumentStore, choice: EngineChoice | null): Promise<SwitchResult> {
    let collections: CopyReport[];
    let files: number;
    try {
      await deps.beforeSwitch?.();
    } catch (error) {
      await target.close().catch(() => undefined);
      throw new HttpError(
        502,
        `No snapshot could be taken before the switch, so nothing was switched: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    try {
      await ensureIndexes(target);
      // The posts' search is set up before the copy, so the posts copied in reach its word list.
      await postSearchOn(target);
      collections = await copyAllCollections(store.engine, target);
      files = await copyAllFiles(store.engine, target);
      if (choice) await writeEngineChoice(config.dataDir, choice);
    } catch (error) {
      await target.close().catch(() => undefined);
      throw new HttpError(
        502,
        `The copy did not complete, so nothing was switched: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    const previous = store.switchTo(target);
    await deps.posts.loadSearchIndex();
    await previous.close().catch((error) => deps.logger.warn("Closing the previous engine failed", { error: String(error) }));
    const documents = collections.reduce((sum, report) => sum + report.copied, 0);
    deps.logger.info("Switched database engine", { engine: target.kind, documents, files });
    const copied = files > 0 ? `${documents} documents and ${files} uploaded files` : `${documents} documents`;
    return {
      success: true,
      message: `Connected: ${copied} copied and verified; ${target.kind} is now in charge.`,
      engine: target.kind,
      collections,
      files,
    };
  }

  return {
    switchTo,

    async connectMongo(uri: string, dbName: string | undefined): Promise<SwitchResult> {
      let target: MongoStore;
      const timeoutMs = config.mongodbConnectTimeoutMs;
      try {
        // The driver loads only when someone actually connects a MongoDB.
        const { MongoStore } = await import("../../store/mongo/mongo-store");
        target = await MongoStore.open(uri, dbName, timeoutMs);
      } catch (error) {
        const reason = scrub(error instanceof Error ? error.message : String(error), uri);
        deps.logger.warn("Could not reach MongoDB", { uri: redactUri(uri), reason });
        throw new HttpError(502, `Could not reach MongoDB at ${redactUri(uri)} within ${timeoutMs / 1000} s: ${reason}`);
      }
      return switchTo(target, { kind: "mongodb", uri, dbName, switchedAt: deps.clock.now().toISOString() });
    },

    /** Posts with no owner among the admin accounts: seeded, imported, or written before the first OAuth sign-in. */
    async unassignedCount(): Promise<number> {
      return repositories.posts.count({ authorId: { $nin: await adminIds() } });
    },

    /** Gives every unassigned post to the signed-in admin, with the profile's name and avatar. */
    async migrateTo(user: AuthUser): Promise<number> {
      const author = await deps.profile.authorFor(user);
      return repositories.posts.assignOwner({ authorId: { $nin: await adminIds() } }, user.id, author);
    },
  };
}

export type MigrationService = ReturnType<typeof createMigrationService>;
