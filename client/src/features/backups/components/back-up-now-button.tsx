import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { serverMessage } from "@/lib/api-client";
import { useTakeSnapshot } from "../api/take-snapshot";
import { checkSummary } from "../lib/backup-words";

/** Takes a snapshot now; the toast says how its check went, or why the server refused. */
export function BackUpNowButton() {
  const take = useTakeSnapshot();
  const backUp = () =>
    take.mutate(undefined, {
      onSuccess: (snapshot) => toast({ title: "Backup taken", description: `${checkSummary(snapshot.check).text}.` }),
      onError: (error) =>
        toast({ title: "Backup failed", description: serverMessage(error) ?? "Failed to take a backup.", variant: "destructive" }),
    });
  return (
    <Button onClick={backUp} disabled={take.isPending}>
      {take.isPending ? "Backing up..." : "Back up now"}
    </Button>
  );
}
