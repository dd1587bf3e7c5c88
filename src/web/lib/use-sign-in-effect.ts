import { useEffect, useRef } from "react";
import { useSession } from "./session.ts";

/**
 * Calls `onSignIn` when this tab goes from signed out to signed in (a login or a sign-up here), not when a
 * page opens already signed in: that is the moment a visitor's browser draft becomes theirs to keep.
 */
export function useSignInEffect(onSignIn: () => void): void {
  const { user, isLoading } = useSession();
  const wasSignedOut = useRef(false);
  const callback = useRef(onSignIn);
  callback.current = onSignIn;
  useEffect(() => {
    if (isLoading) return;
    if (!user) {
      wasSignedOut.current = true;
      return;
    }
    if (wasSignedOut.current) {
      wasSignedOut.current = false;
      callback.current();
    }
  }, [user, isLoading]);
}
