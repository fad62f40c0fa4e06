import { useMutation, useQueryClient } from "@tanstack/react-query";
import type * as z from "zod";
import type { migrateResultSchema } from "@shared/schemas";
import { toast } from "@/components/ui/use-toast";
import { apiRequest } from "@/lib/api-client";
import { isNotYetAvailable, LATER_UPDATE_MESSAGE, serverMessage } from "../lib/later-update";
import { adminKeys } from "@/lib/query-keys";

export type MigrationResult = z.infer<typeof migrateResultSchema>;

export function migratePosts() {
  return apiRequest<MigrationResult>("POST", "/api/admin/migrate-posts");
}

export function useMigratePosts(onContentChanged?: () => unknown) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: migratePosts,
    onSuccess: async ({ migratedCount }) => {
      toast({ title: "Migration Complete", description: `Migrated ${migratedCount} ${migratedCount === 1 ? "post" : "posts"}.` });
      // The stats are refreshed after a migration; the lists may have changed as well.
      await Promise.all([queryClient.invalidateQueries({ queryKey: adminKeys.all }), onContentChanged?.()]);
    },
    onError: (error) => {
      if (isNotYetAvailable(error)) {
        toast({ title: "Not available yet", description: LATER_UPDATE_MESSAGE });
        return;
      }
      toast({ title: "Migration Failed", description: serverMessage(error) ?? "Failed to migrate posts", variant: "destructive" });
    },
  });
}
