import {
  COLLECTION_NAMES,
  type CollectionName,
  type ContentScope,
  type Document,
  type DocumentCollection,
  type DocumentStore,
} from "./types";
import { holdsContent } from "./content-scopes";

/**
 * The store the app holds: it forwards to the engine in charge, so the admin can move the blog to
 * another database while it serves. Repositories look their collection up on every call, so
 * after a switch every read and write goes to the new engine.
 */
export class SwitchableStore implements DocumentStore {
  private readonly listeners = new Set<(collection: CollectionName) => void>();
  private readonly contentListeners = new Set<(scope: ContentScope) => void>();
  private unsubscribe: () => void;

  constructor(private current: DocumentStore) {
    this.unsubscribe = this.follow(current);
  }

  /**
   * Hears the engine's writes. One that does not tell content writes apart (MongoDB) has every
   * write to a collection holding content change everything.
   */
  private follow(engine: DocumentStore): () => void {
    const stopWrites = engine.onChange((collection) => {
      this.emit(collection);
      if (!engine.onContentChange && holdsContent(collection)) this.emitContent("all");
    });
    const stopContent = engine.onContentChange?.((scope) => this.emitContent(scope));
    return () => {
      stopWrites();
      stopContent?.();
    };
  }

  get kind() {
    return this.current.kind;
  }

  get files() {
    return this.current.files;
  }

  checkForOutsideWrites(): void {
    this.current.checkForOutsideWrites?.();
  }

  get engine(): DocumentStore {
    return this.current;
  }

  collection<T extends Document>(name: CollectionName): DocumentCollection<T> {
    return this.current.collection<T>(name);
  }

  ping(): Promise<void> {
    return this.current.ping();
  }

  async compact(): Promise<void> {
    await this.current.compact?.();
  }

  /** The engine in charge's, when it has one: read again for each snapshot, since the engine may have changed. */
  get snapshotTo(): DocumentStore["snapshotTo"] {
    const engine = this.current;
    return engine.snapshotTo ? (file) => engine.snapshotTo!(file) : undefined;
  }

  readingThrough<R>(work: () => Promise<R>): Promise<R> {
    const engine = this.current;
    return engine.readingThrough ? engine.readingThrough(work) : work();
  }

  get documentsAsJson() {
    const engine = this.current;
    return engine.documentsAsJson?.bind(engine);
  }

  close(): Promise<void> {
    this.unsubscribe();
    return this.current.close();
  }

  onChange(listener: (collection: CollectionName) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  onContentChange(listener: (scope: ContentScope) => void): () => void {
    this.contentListeners.add(listener);
    return () => this.contentListeners.delete(listener);
  }

  /** Puts `next` in charge and returns the engine it replaced, still open, for the caller to close. */
  switchTo(next: DocumentStore): DocumentStore {
    const previous = this.current;
    this.unsubscribe();
    this.current = next;
    this.unsubscribe = this.follow(next);
    // Everything cached from the old engine is now stale.
    for (const name of COLLECTION_NAMES) this.emit(name);
    this.emitContent("all");
    return previous;
  }

  private emit(collection: CollectionName): void {
    for (const listener of this.listeners) listener(collection);
  }

  private emitContent(scope: ContentScope): void {
    for (const listener of this.contentListeners) listener(scope);
  }
}
