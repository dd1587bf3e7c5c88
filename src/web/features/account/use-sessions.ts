import { useCallback, useEffect, useState } from "react";
import { type AccountSession, listSessions } from "./account-api.ts";

type SessionsState =
  | { status: "loading" }
  | { status: "error" }
  | { status: "ready"; sessions: AccountSession[] };

/** The signed-in person's sessions, with a reload for after one is ended. */
export function useSessions() {
  const [state, setState] = useState<SessionsState>({ status: "loading" });
  const reload = useCallback(async () => {
    try {
      setState({ status: "ready", sessions: await listSessions() });
    } catch {
      setState({ status: "error" });
    }
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { state, reload };
}
