import {
  type FolderInput,
  type MyFile,
  type MyFileType,
  myFileRoutes,
  type SaveSceneSnapshotFields,
  type SnapshotView,
} from '@spatium/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute, uploadWithProgress } from '../../../platform/api/index.ts';
import { profileQueryKey } from '../../auth/index.ts';

// Keys start with the model name, so the server's `notification` for myfiles refreshes them.
export const myFileKeys = {
  all: ['myfiles'] as const,
  folder: (id: number) => ['myfiles', 'folder', id] as const,
};

/** One of my folders with its sub-folders and files (thumbnails are signed links: refetched often). */
export function useMyFolder(id: number) {
  return useQuery({
    queryKey: myFileKeys.folder(id),
    queryFn: ({ signal }) => callRoute(myFileRoutes.getMyFolder, { query: { id }, signal }),
    staleTime: 60_000,
  });
}

export function useDeleteMyFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: MyFile) => callRoute(myFileRoutes.deleteMyFile, { params: { id: file.id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myFileKeys.all }),
  });
}

/** Uploads a snapshot with its view; `onProgress` gets the share sent so far (0–1). */
export function useSaveSnapshot(onProgress: (fraction: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ image, view }: { image: Blob; view: SnapshotView }) => {
      const form = new FormData();
      // The fields go before the image, which is the large part.
      for (const key of ['tour', 'scene', 'yaw', 'pitch', 'zoom'] as const)
        form.append(key, String(view[key]));
      form.append('file', image, image.type === 'image/png' ? 'snapshot.png' : 'snapshot.jpg');
      return uploadWithProgress(myFileRoutes.saveSnapshot, form, onProgress);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myFileKeys.all }),
  });
}

/** Uploads a snapshot of a 3D view (a cloud, BIM or 3D model); `onProgress` as for a tour's. */
export function useSaveSceneSnapshot(onProgress: (fraction: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ image, item }: { image: Blob; item: SaveSceneSnapshotFields }) => {
      const form = new FormData();
      form.append('content', item.content);
      form.append('item', String(item.item));
      form.append('file', image, image.type === 'image/png' ? 'snapshot.png' : 'snapshot.jpg');
      return uploadWithProgress(myFileRoutes.saveSceneSnapshot, form, onProgress);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myFileKeys.all }),
  });
}

function useRefreshMyFiles() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: myFileKeys.all }),
      queryClient.invalidateQueries({ queryKey: profileQueryKey }),
    ]);
}

/** The folder tree lives on the profile (myfolders): saving it refreshes both. */
export function useSaveFolders() {
  const refresh = useRefreshMyFiles();
  return useMutation({
    mutationFn: (folders: FolderInput[]) => callRoute(myFileRoutes.updateMyFolders, { body: { folders } }),
    onSuccess: refresh,
  });
}

export function useMoveFiles() {
  const refresh = useRefreshMyFiles();
  return useMutation({
    mutationFn: ({ folder, files }: { folder: number; files: number[] }) =>
      callRoute(myFileRoutes.moveMyFiles, { body: { id: folder, files } }),
    onSuccess: refresh,
  });
}

export function useChangeFileType() {
  const refresh = useRefreshMyFiles();
  return useMutation({
    mutationFn: ({ type, files }: { type: MyFileType; files: number[] }) =>
      callRoute(myFileRoutes.changeFileType, { body: { id: type, files } }),
    onSuccess: refresh,
  });
}

export function useRenameFile() {
  const refresh = useRefreshMyFiles();
  return useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) =>
      callRoute(myFileRoutes.renameMyFile, { params: { id }, body: { name } }),
    onSuccess: refresh,
  });
}

export function useMyFilesUsage() {
  return useQuery({
    queryKey: [...myFileKeys.all, 'usage'] as const,
    queryFn: ({ signal }) => callRoute(myFileRoutes.getMyFilesUsage, { signal }),
  });
}

/** Files a finished upload into a folder. */
export function useAddMyFile() {
  const refresh = useRefreshMyFiles();
  return useMutation({
    mutationFn: (body: { file: number; folder: number }) => callRoute(myFileRoutes.addMyFile, { body }),
    onSuccess: refresh,
  });
}
