import { canEverywhere, canIn } from '@spatium/contracts';
import type { Actor } from '../../platform/auth/sessions.ts';
import type { ActorScope } from '../companies/index.ts';
import type { FileRow } from './files.repository.ts';

/**
 * A file may be downloaded by role 3, by its owner, by an admin of its company, and by anyone who
 * may see a content item it is attached to (checked in one query by the service). Anyone else gets
 * 404, exactly as for a file that does not exist.
 */
export const filesPolicy = {
  mayDownloadDirectly(scope: ActorScope, file: FileRow): boolean {
    return file.ownerId === scope.userId || canIn(scope, 'company.administer', file.companyId);
  },
  /** A finished upload is reported back only to the one who uploaded it (and role 3). */
  mayViewUpload(actor: Actor, file: FileRow): boolean {
    return file.ownerId === actor.id || canEverywhere(actor, 'company.administer');
  },
};
