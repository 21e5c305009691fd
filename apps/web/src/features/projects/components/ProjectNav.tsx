import { NavLink, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, NavLink as RouterNavLink, useLocation } from 'react-router';
import { useOverrides } from '../../../platform/overrides/overrides.ts';
import { useProjectTree } from '../api/tree.ts';
import { sortByOrder } from '../order.ts';

/** The layout's Projects entry: the panel, then the project → sub-project tree (unless disable_tree_menu). */
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
    <NavLink label={t('nav.projects')} defaultOpened={inProjects || undefined} childrenOffset="sm">
      <NavLink component={RouterNavLink} to="/mypanel" label={t('projects.nav.panel')} end />
      {tree.isPending && <Skeleton height={14} my={6} aria-label={t('common.loading')} />}
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
            <NavLink
              key={project.id}
              label={project.title}
              defaultOpened={here}
              childrenOffset="sm"
              aria-label={t('projects.nav.project', { name: project.title })}
            >
              <NavLink
                component={RouterNavLink}
                to={`/my_p/${project.id}`}
                label={t('projects.nav.overview')}
                end
              />
              {sortByOrder(project.subprojects).map((sub) => (
                <NavLink
                  key={sub.id}
                  component={Link}
                  to={`/my_p/${project.id}?sp=${sub.id}`}
                  label={sub.title}
                  active={here && new URLSearchParams(location.search).get('sp') === String(sub.id)}
                />
              ))}
            </NavLink>
          );
        })}
    </NavLink>
  );
}
