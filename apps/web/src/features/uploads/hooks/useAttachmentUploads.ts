import { maxAttachmentsPerMessage } from '@spatium/contracts';
import { useEffect, useRef, useState } from 'react';
import { createTusUpload, type UploadControl } from '../api/tusUpload.ts';
import { checkUploadSize } from '../uploadRules.ts';

export type AttachmentStatus = 'uploading' | 'failed' | 'done' | 'rejected';

export interface AttachmentEntry {
  key: string;
  name: string;
  size: number;
  sent: number;
  status: AttachmentStatus;
  /** Why it was refused or failed: 'empty', 'tooLarge', 'tooMany' or the server's message. */
  problem?: string;
  fileId?: number;
}

export interface AttachmentUploads {
  entries: AttachmentEntry[];
  /** Starts uploading each file at once (purpose `attachment`). */
  add: (files: File[]) => void;
  /** Removes a file before sending; a running upload is cancelled and its bytes deleted. */
  remove: (key: string) => void;
  /** Forgets every file (after the message is sent). */
  clear: () => void;
  /** The ids of the finished uploads, in the order picked: what the message sends. */
  fileIds: number[];
  /** Whether an upload still runs: the message waits for it. */
  busy: boolean;
}

let nextKey = 0;

/** The files of a message being written: each uploads as soon as it is picked or dropped. */
export function useAttachmentUploads(): AttachmentUploads {
  const [entries, setEntries] = useState<AttachmentEntry[]>([]);
  const controls = useRef(new Map<string, UploadControl>());

  useEffect(() => {
    const running = controls.current;
    return () => {
      for (const control of running.values()) void control.cancel();
    };
  }, []);

  const update = (key: string, patch: Partial<AttachmentEntry>) =>
    setEntries((current) => current.map((entry) => (entry.key === key ? { ...entry, ...patch } : entry)));

  const add = (files: File[]) => {
    let room = maxAttachmentsPerMessage - entries.filter((e) => e.status !== 'rejected').length;
    const added: AttachmentEntry[] = [];
    for (const file of files) {
      const key = `a${nextKey++}`;
      const base = { key, name: file.name, size: file.size, sent: 0 };
      const check = checkUploadSize(file, 'attachment');
      if (!check.ok || room <= 0) {
        added.push({ ...base, status: 'rejected', problem: check.ok ? 'tooMany' : check.reason });
        continue;
      }
      room--;
      added.push({ ...base, status: 'uploading' });
      const control = createTusUpload(file, 'attachment', {
        onProgress: (sent) => update(key, { sent }),
        onSuccess: (fileId) => {
          controls.current.delete(key);
          update(key, { status: 'done', fileId, sent: file.size });
        },
        onError: (message) => update(key, { status: 'failed', problem: message ?? 'failed' }),
      });
      controls.current.set(key, control);
      void control.start();
    }
    setEntries((current) => [...current, ...added]);
  };

  const remove = (key: string) => {
    void controls.current.get(key)?.cancel();
    controls.current.delete(key);
    setEntries((current) => current.filter((entry) => entry.key !== key));
  };

  const clear = () => {
    controls.current.clear();
    setEntries([]);
  };

  return {
    entries,
    add,
    remove,
    clear,
    fileIds: entries.flatMap((entry) => (entry.status === 'done' && entry.fileId ? [entry.fileId] : [])),
    busy: entries.some((entry) => entry.status === 'uploading'),
  };
}
