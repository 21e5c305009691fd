import { defaultFolders, type Folder } from '@spatium/contracts';
import { useTranslation } from 'react-i18next';

const defaultNameKeys: Record<number, string> = {
  1: 'myfiles.folderNames.root',
  2: 'myfiles.folderNames.mySnapshots',
  3: 'myfiles.folderNames.uploads',
};

/** A folder's name to show: the translation of a default folder the user has not renamed, else its own. */
export function useFolderName() {
  const { t } = useTranslation();
  return (folder: Folder) => {
    const isDefault = defaultFolders.some((d) => d.id === folder.id && d.name === folder.name);
    const key = defaultNameKeys[folder.id];
    return isDefault && key ? t(key) : folder.name;
  };
}
