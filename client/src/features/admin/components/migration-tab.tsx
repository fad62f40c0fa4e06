import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { SectionCard } from "@/components/ui/section-card";
import { Skeleton } from "@/components/ui/skeleton";
import { useConnectDatabase } from "../api/connect-database";
import { useUnassignedPosts } from "../api/get-unassigned-posts";
import { useMigratePosts } from "../api/migrate-posts";
import { isNotYetAvailable, LATER_UPDATE_MESSAGE, serverMessage } from "../lib/later-update";
import { Input } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";

function ConnectDatabaseCard() {
  const [uri, setUri] = useState("");
  const [dbName, setDbName] = useState("");
  const connect = useConnectDatabase();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!uri.trim()) return;
    connect.mutate({ uri: uri.trim(), ...(dbName.trim() ? { dbName: dbName.trim() } : {}) });
  };

  const answer = connect.data;

  return (
    <SectionCard
      id="connect-heading"
      title="Connect a database"
      description="Move the blog to a MongoDB database: everything is copied over before the switch."
    >
      <form onSubmit={submit} className="space-y-4">
        <div className="space-y-1">
          <label htmlFor="mongo-uri" className="text-sm font-medium text-emphasis">
            Connection URI <span aria-hidden="true">*</span>
          </label>
          <Input
            id="mongo-uri"
            type="text"
            required
            autoComplete="off"
            spellCheck={false}
            value={uri}
            onChange={(event) => setUri(event.target.value)}
            placeholder="mongodb+srv://user:password@cluster.example.net"
          />
        </div>
        <div className="space-y-1">
          <label htmlFor="mongo-db" className="text-sm font-medium text-emphasis">
            Database name (optional)
          </label>
          <Input
            id="mongo-db"
            type="text"
            autoComplete="off"
            value={dbName}
            onChange={(event) => setDbName(event.target.value)}
            placeholder="furrow"
          />
        </div>
        <Button type="submit" disabled={connect.isPending || !uri.trim()}>
          {connect.isPending ? "Connecting..." : "Connect"}
        </Button>
      </form>
      {connect.isError &&
        (isNotYetAvailable(connect.error) ? (
          <Notice tone="later">{LATER_UPDATE_MESSAGE}</Notice>
        ) : (
          <Notice tone="error">Error: {serverMessage(connect.error) ?? "Unknown error"}</Notice>
        ))}
      {answer && <Notice tone="success">{answer.message || "Connected. The blog now uses the new database."}</Notice>}
    </SectionCard>
  );
}

function UnassignedPostsCard({ onContentChanged }: { onContentChanged?: () => unknown }) {
  const unassigned = useUnassignedPosts();
  const migrate = useMigratePosts(onContentChanged);
  const count = unassigned.data?.unassignedCount;

  return (
    <SectionCard
      id="migrate-heading"
      title="Unassigned posts"
      description="Posts written before sign-in existed have no author account yet."
    >
      {unassigned.isPending && <Skeleton className="h-6 w-48" />}
      {unassigned.isError &&
        (isNotYetAvailable(unassigned.error) ? (
          <Notice tone="later">{LATER_UPDATE_MESSAGE}</Notice>
        ) : (
          <Notice tone="error">We couldn't count the unassigned posts.</Notice>
        ))}
      {count !== undefined && (
        <p className="text-emphasis">
          <strong className="font-serif text-2xl text-primary">{count}</strong> {count === 1 ? "post has" : "posts have"} no author
          assigned.
        </p>
      )}
      <Button onClick={() => migrate.mutate()} disabled={migrate.isPending || count === 0 || unassigned.isPending}>
        {migrate.isPending ? "Migrating..." : "Migrate Posts"}
      </Button>
    </SectionCard>
  );
}

export function MigrationTab({ onContentChanged }: { onContentChanged?: () => unknown }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <ConnectDatabaseCard />
      <UnassignedPostsCard onContentChanged={onContentChanged} />
    </div>
  );
}
