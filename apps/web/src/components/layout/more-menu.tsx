import { DropdownMenu as M } from "radix-ui";
import { Link } from "react-router";
import { MoreTriggerContent, moreTriggerClass } from "./menu-triggers";
import type { Account, MenuItem } from "./use-menu-items";

const itemClass =
  "flex w-full cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm text-slate-700 outline-none select-none data-[disabled]:cursor-not-allowed data-[disabled]:text-slate-400 data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800";

function menuItem(item: MenuItem) {
  const body = (
    <>
      <item.icon className="size-4 shrink-0 text-slate-500" aria-hidden />
      {item.label}
    </>
  );
  return item.to ? (
    <M.Item key={item.label} asChild className={itemClass}>
      <Link to={item.to}>{body}</Link>
    </M.Item>
  ) : (
    <M.Item
      key={item.label}
      className={itemClass}
      disabled={item.disabled}
      onSelect={() => item.onSelect?.()}
    >
      {body}
    </M.Item>
  );
}

/**
 * The More menu (customer document section 2) on Radix DropdownMenu, so arrow keys, Enter and
 * Escape work: the session's items, the support pages (signed in only), then a 'Signed in as'
 * line with the user's name. Signed in, the button also shows the user's picture (UserAvatar).
 */
export function MoreMenu({
  items,
  support,
  account,
  defaultOpen = false,
}: {
  items: MenuItem[];
  support: MenuItem[];
  account: Account | null;
  /** Open at once (the placeholder was pressed while this module loaded). */
  defaultOpen?: boolean;
}) {
  return (
    <M.Root modal={false} defaultOpen={defaultOpen}>
      <M.Trigger className={moreTriggerClass}>
        <MoreTriggerContent account={account} />
      </M.Trigger>
      <M.Portal>
        <M.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
        >
          {items.map(menuItem)}
          {support.length > 0 && (
            <M.Group aria-label="Support">
              <M.Separator className="my-1.5 h-px bg-slate-100" />
              {support.map(menuItem)}
            </M.Group>
          )}
          {account && (
            <>
              <M.Separator className="my-1.5 h-px bg-slate-100" />
              <M.Label className="px-3 py-1.5 text-xs text-slate-500">
                Signed in as
                <span className="block truncate text-sm font-medium text-slate-900">
                  {account.name}
                </span>
              </M.Label>
            </>
          )}
        </M.Content>
      </M.Portal>
    </M.Root>
  );
}
