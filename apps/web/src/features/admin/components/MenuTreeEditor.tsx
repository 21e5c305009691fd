import { ActionIcon, Box, Button, Group, Paper, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import type { MenuLink } from '@spatium/contracts';
import { useTranslation } from 'react-i18next';
import {
  addChild,
  addSibling,
  addTopLevelLink,
  canAddChild,
  type LinkPath,
  maxMenuDepth,
  moveLink,
  removeLink,
  updateLink,
} from '../menuTree.ts';

interface Props {
  value: MenuLink[];
  onChange: (next: MenuLink[]) => void;
}

function IconButton({
  label,
  onClick,
  disabled,
  children,
  color,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children: string;
  color?: string;
}) {
  return (
    <Tooltip label={label} withinPortal>
      <ActionIcon variant="subtle" color={color} aria-label={label} onClick={onClick} disabled={disabled}>
        <span aria-hidden="true">{children}</span>
      </ActionIcon>
    </Tooltip>
  );
}

function LinkRow({
  link,
  path,
  siblings,
  tree,
  onChange,
}: {
  link: MenuLink;
  path: LinkPath;
  siblings: number;
  tree: MenuLink[];
  onChange: (next: MenuLink[]) => void;
}) {
  const { t } = useTranslation();
  const index = path[path.length - 1] ?? 0;
  const name = link.label.trim() || t('admin.menu.untitled');
  const level = path.length;
  return (
    <Box component="li" style={{ listStyle: 'none' }}>
      <Paper withBorder p="xs" radius="sm" aria-label={t('admin.menu.linkAt', { name, level })}>
        <Group gap="xs" align="flex-end" wrap="wrap">
          <TextInput
            label={t('admin.menu.label')}
            value={link.label}
            onChange={(event) => onChange(updateLink(tree, path, { label: event.currentTarget.value }))}
            error={link.label.trim() ? undefined : t('admin.menu.labelRequired')}
            size="xs"
            w={180}
          />
          <TextInput
            label={t('admin.menu.url')}
            value={link.url ?? ''}
            onChange={(event) => onChange(updateLink(tree, path, { url: event.currentTarget.value }))}
            size="xs"
            w={240}
            placeholder="https://"
          />
          <Group gap={2} wrap="nowrap">
            <IconButton
              label={t('admin.menu.moveUp', { name })}
              onClick={() => onChange(moveLink(tree, path, -1))}
              disabled={index === 0}
            >
              ↑
            </IconButton>
            <IconButton
              label={t('admin.menu.moveDown', { name })}
              onClick={() => onChange(moveLink(tree, path, 1))}
              disabled={index === siblings - 1}
            >
              ↓
            </IconButton>
            <IconButton
              label={
                canAddChild(path)
                  ? t('admin.menu.addChild', { name })
                  : t('admin.menu.maxDepth', { levels: maxMenuDepth })
              }
              onClick={() => onChange(addChild(tree, path))}
              disabled={!canAddChild(path)}
            >
              ↳
            </IconButton>
            <IconButton
              label={t('admin.menu.addSibling', { name })}
              onClick={() => onChange(addSibling(tree, path))}
            >
              +
            </IconButton>
            <IconButton
              label={t('admin.menu.remove', { name })}
              onClick={() => onChange(removeLink(tree, path))}
              color="red"
            >
              ×
            </IconButton>
          </Group>
        </Group>
        <Text size="xs" c="dimmed" mt={4}>
          {t('admin.menu.level', { level, max: maxMenuDepth })}
        </Text>
      </Paper>
      {link.children && link.children.length > 0 && (
        <LinkList links={link.children} prefix={path} tree={tree} onChange={onChange} />
      )}
    </Box>
  );
}

function LinkList({
  links,
  prefix,
  tree,
  onChange,
}: {
  links: MenuLink[];
  prefix: LinkPath;
  tree: MenuLink[];
  onChange: (next: MenuLink[]) => void;
}) {
  return (
    <Stack component="ul" gap="xs" m={0} mt={prefix.length ? 'xs' : 0} pl={prefix.length ? 'xl' : 0}>
      {links.map((link, index) => (
        <LinkRow
          // Links have no ids; their place is their identity while editing.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          link={link}
          path={[...prefix, index]}
          siblings={links.length}
          tree={tree}
          onChange={onChange}
        />
      ))}
    </Stack>
  );
}

/** Edits the override menu: a tree of links up to 4 levels deep (SPEC §9). */
export function MenuTreeEditor({ value, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" role="group" aria-label={t('admin.menu.tree')}>
      {value.length === 0 ? (
        <Text c="dimmed" size="sm" role="status">
          {t('admin.menu.empty')}
        </Text>
      ) : (
        <LinkList links={value} prefix={[]} tree={value} onChange={onChange} />
      )}
      <Group>
        <Button variant="light" size="xs" onClick={() => onChange(addTopLevelLink(value))}>
          {t('admin.menu.addTop')}
        </Button>
      </Group>
    </Stack>
  );
}
