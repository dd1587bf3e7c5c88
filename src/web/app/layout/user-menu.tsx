import { DropdownMenu } from "radix-ui";
import { Link } from "react-router";
import { useLogout } from "#web/lib/use-logout.ts";
import { MenuContent, menuItemClasses } from "#web/ui/menu.tsx";
import { userMenuTrigger } from "./lazy-user-menu.tsx";
import { ACCOUNT_MENU, SIGN_OUT_LABEL } from "./nav-items.ts";

const item = menuItemClasses("min-h-10");

/** The signed-in user menu (Radix: keyboard and focus handling). Its own chunk, loaded only when signed in. */
export default function UserMenu({ name }: { name: string }) {
  const logout = useLogout();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={userMenuTrigger}>
        <span className="truncate">{name}</span>
        <span aria-hidden="true">▾</span>
      </DropdownMenu.Trigger>
      <MenuContent minWidth="min-w-48">
        <DropdownMenu.Label className="truncate px-3 py-2 text-xs text-slate-600">{name}</DropdownMenu.Label>
        {ACCOUNT_MENU.map((entry) => (
          <DropdownMenu.Item key={entry.to} asChild className={item}>
            <Link to={entry.to}>{entry.label}</Link>
          </DropdownMenu.Item>
        ))}
        <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
        <DropdownMenu.Item className={item} onSelect={() => void logout()}>
          {SIGN_OUT_LABEL}
        </DropdownMenu.Item>
      </MenuContent>
    </DropdownMenu.Root>
  );
}
