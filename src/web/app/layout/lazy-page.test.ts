import type { RouteObject } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { lazyPage, preloadPages } from "./lazy-page.tsx";

const Home = () => null;
const About = () => null;

function setup(aboutLoad = vi.fn(async () => ({ default: About }))) {
  const homeLoad = vi.fn(async () => ({ default: Home }));
  const routes: RouteObject[] = [
    {
      children: [
        { path: "/", ...lazyPage(homeLoad) },
        { path: "/sobre", ...lazyPage(aboutLoad) },
      ],
    },
  ];
  return { routes, homeLoad, aboutLoad };
}

describe("preloadPages", () => {
  it("loads only the code of the pages the path shows, once", async () => {
    const { routes, homeLoad, aboutLoad } = setup();
    await preloadPages(routes, "/sobre");
    await preloadPages(routes, "/sobre");
    expect(aboutLoad).toHaveBeenCalledTimes(1);
    expect(homeLoad).not.toHaveBeenCalled();
  });

  it("resolves for a path no route matches", async () => {
    const { routes } = setup();
    await expect(preloadPages(routes, "/nada")).resolves.toEqual([]);
  });

  it("tries again after a failed download", async () => {
    const aboutLoad = vi
      .fn<() => Promise<{ default: () => null }>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue({ default: About });
    const { routes } = setup(aboutLoad);
    await expect(preloadPages(routes, "/sobre")).rejects.toThrow("offline");
    await expect(preloadPages(routes, "/sobre")).resolves.toBeDefined();
    expect(aboutLoad).toHaveBeenCalledTimes(2);
  });
});
