import { mutationOptions, useMutation } from "@tanstack/react-query";
import type { SubscribeInput, SubscribeResponse } from "@shared/types";
import { apiRequest } from "@/lib/api-client";

export function subscribe(input: SubscribeInput) {
  return apiRequest<SubscribeResponse>("POST", "/api/newsletter/subscribe", input);
}

export function subscribeMutationOptions() {
  return mutationOptions({
    mutationKey: ["newsletter", "subscribe"],
    mutationFn: subscribe,
  });
}

/** Subscribing changes nothing a page shows, so there is no query to invalidate. */
export function useSubscribe() {
  return useMutation(subscribeMutationOptions());
}
