import { NavLink, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, NavLink as RouterNavLink, useLocation } from 'react-router';
import { useOverrides } from '../../../platform/overrides/overrides.ts';
import { NavGroup } from '../../system/index.ts';
import { useProjectTree } from '../api/tree.ts';
import { sortByOrder } from '../order.ts';

/**
 * The layout's Projects entry: the panel, then the project → sub-project tree (unless disable_tree_menu).
 * Projects open and close as disclosure buttons; every destination is a link with an href.
 */
export function ProjectNav() {
  const { t } = useTranslation();
  const { overrides } = useOverrides();
  const location = useLocation();
  const showTree = !overrides.disable_tree_menu;
  const tree = useProjectTree(showTree);
  const inProjects = ['/mypanel', '/my_p/', '/no_p', '/content/'].some((p) =>
    location.pathname.startsWith(p),
  );

  if (!showTree) return <NavLink component={RouterNavLink} to="/mypanel" label={t('nav.projects')} />;

  return (
    <NavGroup label={t('nav.projects')} opened={inProjects}>
      <NavLink component={RouterNavLink} to="/mypanel" label={t('projects.nav.panel')} end />
      {tree.isPending && <Skeleton height={14} my={6} role="status" aria-label={t('common.loading')} />}
      {tree.isError && (
        <Text size="xs" c="dimmed" px="sm" py={4}>
          {t('projects.nav.failed')}
        </Text>
      )}
      {tree.data?.length === 0 && (
        <NavLink component={RouterNavLink} to="/no_p" label={t('projects.nav.none')} />
      )}
      {tree.data &&
        sortByOrder(tree.data).map((project) => {
          const here = location.pathname === `/my_p/${project.id}`;
          return (
            <NavGroup
              key={project.id}
              label={<span dir="auto">{project.title}</span>}
              opened={here}
              aria-label={t('projects.nav.project', { name: project.title })}
            >
              <NavLink
                component={RouterNavLink}
                to={`/my_p/${project.id}`}
                label={t('projects.nav.overview')}
                end
              />
              {sortByOrder(project.subprojects).map((sub) => {
                const current = here && new URLSearchParams(location.search).get('sp') === String(sub.id);
                return (
                  <NavLink
                    key={sub.id}
                    component={Link}
                    to={`/my_p/${project.id}?sp=${sub.id}`}
                    label={<span dir="auto">{sub.title}</span>}
                    active={current}
                    aria-current={current ? 'page' : undefined}
                  />
                );
              })}
            </NavGroup>
          );
        })}
    </NavGroup>
  );
}
