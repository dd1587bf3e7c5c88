import { Outlet } from "react-router";

export function SiteLayout() {
  return <Outlet />;
}
