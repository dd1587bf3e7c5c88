import { describe, expect, it } from "vitest";
import { readSidebarCookie, sidebarCookieValue } from "./sidebar-cookie.ts";
import { isItemActive, SIDEBAR_ITEMS } from "./sidebar-items.ts";

const [resumes, analysis] = SIDEBAR_ITEMS;

describe("sidebar active state", () => {
  it("matches /dashboard exactly and the others by prefix", () => {
    expect(isItemActive(resumes, "/dashboard")).toBe(true);
    expect(isItemActive(resumes, "/dashboard/analysis")).toBe(false);
    expect(isItemActive(analysis, "/dashboard/analysis/123")).toBe(true);
    expect(isItemActive(analysis, "/dashboard/analysisx")).toBe(false);
  });
});

describe("sidebar cookie", () => {
  it("defaults to open and reads false", () => {
    expect(readSidebarCookie("")).toBe(true);
    expect(readSidebarCookie("a=1; sidebar_state=false")).toBe(false);
    expect(sidebarCookieValue(true)).toContain("max-age=604800");
  });
});
