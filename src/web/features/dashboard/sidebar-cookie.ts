/** The sidebar's open state survives reloads and visits for a week in this cookie (spec part 2 §2). */
const SIDEBAR_COOKIE = "sidebar_state";
const MAX_AGE_SECONDS = 60 * 60 * 24 * 7;

export function readSidebarCookie(cookie: string): boolean {
  const match = cookie.split(/;\s*/).find((part) => part.startsWith(`${SIDEBAR_COOKIE}=`));
  return match ? match.slice(SIDEBAR_COOKIE.length + 1) !== "false" : true;
}

export function sidebarCookieValue(open: boolean): string {
  return `${SIDEBAR_COOKIE}=${open}; path=/; max-age=${MAX_AGE_SECONDS}; samesite=lax`;
}
