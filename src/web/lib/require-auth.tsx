import { useEffect } from "react";
import { Outlet, useNavigate } from "react-router";
import { STORAGE_KEYS, writeString } from "./browser-storage.ts";
import { isAppShell } from "./prerendered.ts";
import { useSession } from "./session.ts";

function Loading() {
  return (
    <main className="flex min-h-[60vh] items-center justify-center px-4">
      <p role="status" className="text-lg text-slate-700">
        Carregando...
      </p>
    </main>
  );
}

/**
 * Remembers the page under redirectAfterLogin, then replaces the location with /login (page as state). The
 * page is the address bar's: the router renders a new address in a transition, and a session that ends in the
 * meantime (a download answered 401 moves to the address to come back to, then asks who is signed in) would
 * otherwise render this guard with the address being left.
 */
function RedirectToLogin() {
  const navigate = useNavigate();
  useEffect(() => {
    const from = `${window.location.pathname}${window.location.search}`;
    // In an effect, not during render: storage writes notify subscribers that may set state.
    writeString(STORAGE_KEYS.redirectAfterLogin, from);
    navigate("/login", { replace: true, state: { from } });
  }, [navigate]);
  return <Loading />;
}

/**
 * The route guard of spec part 1 §2: 'Carregando...' while the session is being determined. A page's frame
 * drawn at build time (isAppShell) holds nothing of anyone's: it is drawn as it will look, and the app,
 * once it knows the session, draws the page or sends the visitor to /login.
 */
export function RequireAuth() {
  const { isLoading, isAuthenticated } = useSession();
  if (isAppShell()) return <Outlet />;
  if (isLoading) return <Loading />;
  if (!isAuthenticated) return <RedirectToLogin />;
  return <Outlet />;
}
