import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { defaultFolders, type Folder, type FolderInput } from '@spatium/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { describeError } from '../../../platform/api/index.ts';
import { useSaveFolders } from '../api/myfiles.ts';
import { addFolder, deleteFolder, moveFolder, nextFolderId, renameFolder, subtreeOf } from '../folders.ts';
import { useFolderName } from '../hooks/useFolderName.ts';

type Dialog = { kind: 'new' } | { kind: 'rename' } | { kind: 'move' } | null;

/** New folder inside the open one; rename, move or delete the open one (the three defaults stay). */
export function FolderTools({ folder, folders }: { folder: Folder; folders: Folder[] }) {
  const { t } = useTranslation();
  const folderName = useFolderName();
  const navigate = useNavigate();
  const save = useSaveFolders();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [name, setName] = useState('');
  const [parent, setParent] = useState<string | null>(null);
  const isDefault = defaultFolders.some((d) => d.id === folder.id);
  const close = () => {
    setDialog(null);
    save.reset();
  };
  const submit = (next: FolderInput[], goTo?: number) =>
    save.mutate(next, {
      onSuccess: () => {
        close();
        if (goTo !== undefined) void navigate(`/myfiles?folder=${goTo}`);
      },
    });
  const confirmDelete = () =>
    modals.openConfirmModal({
      title: t('myfiles.deleteFolderTitle', { name: folderName(folder) }),
      children: <Text size="sm">{t('myfiles.deleteFolderBody')}</Text>,
      labels: { confirm: t('myfiles.delete'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => submit(deleteFolder(folders, folder.id), folder.parent ?? 1),
    });
  const inside = new Set(subtreeOf(folders, folder.id));
  const open = (kind: 'new' | 'rename' | 'move') => {
    setName(kind === 'rename' ? folder.name : '');
    setParent(folder.parent === null ? null : String(folder.parent));
    setDialog({ kind });
  };

  return (
    <Group gap={4}>
      <Button size="compact-xs" variant="light" onClick={() => open('new')}>
        {t('myfiles.newFolder')}
      </Button>
      {!isDefault && (
        <>
          <Button size="compact-xs" variant="default" onClick={() => open('rename')}>
            {t('myfiles.renameFolder')}
          </Button>
          <Button size="compact-xs" variant="default" onClick={() => open('move')}>
            {t('myfiles.moveFolder')}
          </Button>
          <Button size="compact-xs" variant="subtle" color="red" onClick={confirmDelete}>
            {t('myfiles.deleteFolder')}
          </Button>
        </>
      )}
      <Modal
        opened={dialog !== null}
        onClose={close}
        title={
          dialog?.kind === 'new'
            ? t('myfiles.newFolderIn', { name: folderName(folder) })
            : dialog?.kind === 'move'
              ? t('myfiles.moveFolder')
              : t('myfiles.renameFolder')
        }
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (dialog?.kind === 'new')
              submit(addFolder(folders, folder.id, name.trim()), nextFolderId(folders));
            if (dialog?.kind === 'rename') submit(renameFolder(folders, folder.id, name.trim()));
            if (dialog?.kind === 'move' && parent) submit(moveFolder(folders, folder.id, Number(parent)));
          }}
        >
          <Stack gap="sm">
            {dialog?.kind === 'move' ? (
              <Select
                label={t('myfiles.moveFolderInto')}
                data={folders
                  .filter((f) => !inside.has(f.id))
                  .map((f) => ({ value: String(f.id), label: folderName(f) }))}
                value={parent}
                onChange={setParent}
                allowDeselect={false}
              />
            ) : (
              <TextInput
                label={t('myfiles.folderName')}
                value={name}
                onChange={(event) => setName(event.currentTarget.value)}
                maxLength={80}
                required
                data-autofocus
              />
            )}
            {save.isError && (
              <Text c="red" size="sm" role="alert">
                {describeError(save.error, t)}
              </Text>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('common.cancel')}
              </Button>
              <Button
                type="submit"
                loading={save.isPending}
                disabled={dialog?.kind !== 'move' && !name.trim()}
              >
                {t('common.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Group>
  );
}
