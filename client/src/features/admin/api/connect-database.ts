import { useMutation } from "@tanstack/react-query";
import type { ConnectResult } from "@shared/types";
import { apiRequest } from "@/lib/api-client";

export interface ConnectDatabaseInput {
  uri: string;
  dbName?: string;
}

export function connectDatabase(input: ConnectDatabaseInput) {
  return apiRequest<ConnectResult>("POST", "/api/admin/connect-mongodb", input);
}

export function useConnectDatabase() {
  return useMutation({ mutationFn: connectDatabase });
}
