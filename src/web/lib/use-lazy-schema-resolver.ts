import { useEffect, useState } from "react";
import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";
import { loadOnce } from "./load-once.ts";
import { whenIdle } from "./when-idle.ts";

/**
 * A react-hook-form resolver checking with the zod schema that `load` imports. zod and the schemas weigh
 * about 25 KB gzip, more than a wizard step's own code: they are fetched while the page is idle, or at the
 * first check (a submit) if that comes sooner, so a step opens without them. Checks are the same as with
 * zodResolver, one promise later.
 */
export function useLazySchemaResolver<Input extends FieldValues, Output>(
  load: () => Promise<z.ZodType<Output, Input>>,
): Resolver<Input, unknown, Output> {
  const [lazy] = useState(() => lazySchemaResolver(load));
  useEffect(() => whenIdle(() => void lazy.ready().catch(() => {})), [lazy]);
  return lazy.resolver;
}

function lazySchemaResolver<Input extends FieldValues, Output>(
  load: () => Promise<z.ZodType<Output, Input>>,
) {
  // After a failure the next check tries again.
  const ready = loadOnce(
    (): Promise<Resolver<Input, unknown, Output>> =>
      Promise.all([import("@hookform/resolvers/zod"), load()]).then(([{ zodResolver }, schema]) =>
        zodResolver(schema),
      ),
  );
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) =>
    (await ready())(values, context, options);
  return { ready, resolver };
}
