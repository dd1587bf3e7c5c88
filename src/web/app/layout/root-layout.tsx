import { Outlet, ScrollRestoration } from "react-router";
import { Toaster } from "sonner";

export function RootLayout() {
  return (
    <>
      <Outlet />
      <Toaster position="top-center" richColors closeButton />
      <ScrollRestoration />
    </>
  );
}
