import { serverKeys, useServerQuery } from "#web/lib/server-state.ts";
import { type AccountSession, listSessions } from "./account-api.ts";

type SessionsState =
  | { status: "loading" }
  | { status: "error" }
  | { status: "ready"; sessions: AccountSession[] };

/** The signed-in person's sessions, with a reload for after one is ended. */
export function useSessions() {
  const query = useServerQuery({ queryKey: serverKeys.sessions, queryFn: listSessions, staleTime: 0 });
  const state: SessionsState = query.data
    ? { status: "ready", sessions: query.data }
    : query.isError
      ? { status: "error" }
      : { status: "loading" };
  return { state, reload: async () => void (await query.refetch()) };
}
