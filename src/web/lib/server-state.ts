import { QueryClient, type QueryKey, type UseQueryOptions, useQuery } from "@tanstack/react-query";
import { ApiError } from "./api-client.ts";
import { watchSignedInUser } from "./session.ts";

/**
 * The web app's one cache of server state (TanStack Query): the resume list, a resume, the plan, the
 * account's sessions. Screens read it through useServerQuery; saves, deletes and payments invalidate what they
 * change. The session is not here: the header reads it on the first visit to '/', whose JavaScript budget this
 * library would exceed, so it keeps its own small store (lib/session.ts).
 */

/** A refusal (4xx: signed out, not found, no plan) is an answer, not a hiccup: asking again changes nothing. */
export function retryUnlessRefused(failures: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failures < 2;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: retryUnlessRefused, staleTime: 10_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

// What one account read is never shown to the next person on this browser.
watchSignedInUser(() => queryClient.clear());

/** The cache's keys, in one place, so every invalidation names what a screen reads. */
export const serverKeys = {
  resumes: ["resumes"] as const,
  resume: (id: string) => ["resumes", id] as const,
  plan: ["plan"] as const,
  sessions: ["sessions"] as const,
  /** The latest score of each analysed resume; one resume's analyses under it. */
  analyses: ["analyses"] as const,
  resumeAnalyses: (id: string) => ["analyses", id] as const,
};

/** useQuery on the one client (no provider needed around lazily loaded screens). */
export function useServerQuery<T>(options: UseQueryOptions<T, Error, T, QueryKey>) {
  return useQuery(options, queryClient);
}

/** After a change on the server: every screen reading one of these keys asks again. */
export function invalidate(...keys: QueryKey[]): void {
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
}
