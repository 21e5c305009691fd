import { notifications } from '@mantine/notifications';
import { type ContentKind, contentKinds, limits } from '@spatium/contracts';
import type { TFunction } from 'i18next';

/** What was deleted: a content kind, a project (`oldprojects`) or a sub-project (`oldsubprojects`). */
export type DeletedSubject = ContentKind | 'oldprojects' | 'oldsubprojects';

const noticeKeys = {
  Tour: 'content.deleted.tour',
  'Tour Group': 'content.deleted.tourGroup',
  Story: 'content.deleted.story',
  Form: 'content.deleted.form',
  Dataset: 'content.deleted.dataset',
} as const;

/** The i18n key of SPEC §8's deleted confirmation ('Tour deleted', 'Old Project deleted', …). */
export function deletedNoticeKey(subject: DeletedSubject): string {
  if (subject === 'oldprojects') return 'projects.deleted.project';
  if (subject === 'oldsubprojects') return 'projects.deleted.subproject';
  return noticeKeys[contentKinds[subject].notice];
}

/** The options of the deleted confirmation: SPEC §9, 1000 ms at the bottom. */
export function deletedNoticeOptions(message: string) {
  return {
    message,
    position: 'bottom-center' as const,
    autoClose: limits.deletedNoticeMs,
    color: 'green',
  };
}

export function showDeletedNotice(subject: DeletedSubject, t: TFunction) {
  notifications.show(deletedNoticeOptions(t(deletedNoticeKey(subject))));
}
