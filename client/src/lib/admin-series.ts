import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PostSeriesInput, Series, SeriesInput } from "@shared/types";
import { apiRequest } from "@/lib/api-client";
import { adminKeys, postKeys } from "@/lib/query-keys";

/**
 * The author's series and a post's place in one. The editor's Series card and the dashboard's
 * Series tab both use these, so they live here rather than in either feature.
 */

const seriesPath = (id: string) => `/api/admin/series/${encodeURIComponent(id)}`;

export async function getAdminSeries(signal?: AbortSignal): Promise<Series[]> {
  const series = await apiRequest<Series[]>("GET", "/api/admin/series", undefined, { signal });
  // The card sits in the editor: an answer that is not a list is the card's error, never the editor's crash.
  if (!Array.isArray(series)) throw new Error("The series answer was not a list");
  return series;
}

export function useAdminSeries() {
  return useQuery({ queryKey: adminKeys.series(), queryFn: ({ signal }) => getAdminSeries(signal) });
}

/** The series a post is in and at which part, read from the series' own lists of parts. */
export function membershipOf(series: Series[], postId: string): { series: Series; position: number } | null {
  for (const found of series) {
    const part = found.parts.find((candidate) => candidate.postId === postId);
    if (part) return { series: found, position: part.position };
  }
  return null;
}

/** The first part number after the series' last: what a post joining it most likely is. */
export function nextPart(series: Series | undefined): number {
  return (series?.parts.reduce((last, part) => Math.max(last, part.position), 0) ?? 0) + 1;
}

/** After any change: the admin's lists and what readers see (an article's parts, the series page) are refetched. */
function useSeriesMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.series() }),
        queryClient.invalidateQueries({ queryKey: postKeys.all }),
      ]),
  });
}

export function useCreateSeries() {
  return useSeriesMutation((input: SeriesInput) => apiRequest<Series>("POST", "/api/admin/series", input));
}

export function useUpdateSeries() {
  return useSeriesMutation(({ id, input }: { id: string; input: SeriesInput }) => apiRequest<Series>("PUT", seriesPath(id), input));
}

export function useDeleteSeries() {
  return useSeriesMutation((id: string) => apiRequest<null>("DELETE", seriesPath(id)));
}

/** Puts a post at a part of a series, or (seriesId null) takes it out; a taken part is the server's 409 with its message. */
export function usePlaceInSeries(postId: string) {
  return useSeriesMutation((input: PostSeriesInput) =>
    apiRequest<PostSeriesInput | null>("PUT", `/api/admin/blog-posts/${encodeURIComponent(postId)}/series`, input),
  );
}
