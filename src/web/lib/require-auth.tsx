import { useEffect } from "react";
import { Outlet, useLocation, useNavigate } from "react-router";
import { STORAGE_KEYS, writeString } from "./browser-storage.ts";
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

/** Remembers the page under redirectAfterLogin, then replaces the location with /login (page as state). */
function RedirectToLogin({ from }: { from: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    // In an effect, not during render: storage writes notify subscribers that may set state.
    writeString(STORAGE_KEYS.redirectAfterLogin, from);
    navigate("/login", { replace: true, state: { from } });
  }, [from, navigate]);
  return <Loading />;
}

/** The route guard of spec part 1 §2: 'Carregando...' while the session is being determined. */
export function RequireAuth() {
  const { isLoading, isAuthenticated } = useSession();
  const { pathname, search } = useLocation();
  if (isLoading) return <Loading />;
  if (!isAuthenticated) return <RedirectToLogin from={`${pathname}${search}`} />;
  return <Outlet />;
}
