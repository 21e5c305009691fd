import { NavLink, Text } from '@mantine/core';
import type { MenuLink } from '@spatium/contracts';
import { Link } from 'react-router';
import { NavGroup } from '../features/system/index.ts';
import { menuTarget } from './companyMenu.ts';

/** One link of the company menu: a route, an outside address, or a plain label when it leads nowhere. */
function MenuEntry({ link }: { link: MenuLink }) {
  const target = menuTarget(link.url);
  const label = <span dir="auto">{link.label}</span>;
  if (target.kind === 'route') return <NavLink component={Link} to={target.to} label={label} />;
  if (target.kind === 'external') return <NavLink href={target.href} label={label} />;
  return (
    <Text size="sm" px="sm" py={8} c="dimmed">
      {label}
    </Text>
  );
}

/**
 * The company's own menu (SPEC §3 overridemenu, up to 4 levels, SPEC §9), in place of the standard
 * navigation: a link with links under it opens and closes like the project tree, and its own address,
 * if it has one, is the first entry inside.
 */
export function CompanyMenu({ links }: { links: MenuLink[] }) {
  return (
    <>
      {links.map((link, index) =>
        link.children?.length ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: menu links have no id; the order is the identity
          <NavGroup key={index} label={<span dir="auto">{link.label}</span>}>
            {menuTarget(link.url).kind !== 'none' && (
              <MenuEntry link={{ label: link.label, url: link.url }} />
            )}
            <CompanyMenu links={link.children} />
          </NavGroup>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: menu links have no id; the order is the identity
          <MenuEntry key={index} link={link} />
        ),
      )}
    </>
  );
}
