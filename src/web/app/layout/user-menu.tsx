import { DropdownMenu } from "radix-ui";
import { Link } from "react-router";
import { cn } from "#web/ui/cn.ts";
import { userMenuTrigger } from "./lazy-user-menu.tsx";
import { ACCOUNT_MENU, SIGN_OUT_LABEL } from "./nav-items.ts";
import { useLogout } from "./use-logout.ts";

const item = cn(
  "flex min-h-10 cursor-pointer items-center rounded-md px-3 text-sm font-medium text-slate-800 outline-none",
  "data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900",
);

/** The signed-in user menu (Radix: keyboard and focus handling). Its own chunk, loaded only when signed in. */
export default function UserMenu({ name }: { name: string }) {
  const logout = useLogout();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={userMenuTrigger}>
        <span className="truncate">{name}</span>
        <span aria-hidden="true">▾</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-40 min-w-48 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Label className="truncate px-3 py-2 text-xs text-slate-600">
            {name}
          </DropdownMenu.Label>
          {ACCOUNT_MENU.map((entry) => (
            <DropdownMenu.Item key={entry.to} asChild className={item}>
              <Link to={entry.to}>{entry.label}</Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
          <DropdownMenu.Item className={item} onSelect={() => void logout()}>
            {SIGN_OUT_LABEL}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
