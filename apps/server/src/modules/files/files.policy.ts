import { RoleId } from '@spatium/contracts';
import type { Actor } from '../../platform/auth/sessions.ts';
import type { CatalogueAccess } from '../content/content.access.ts';
import type { FileRow } from './files.repository.ts';

/**
 * A file may be downloaded by role 3, by its owner, by an admin of its company, and by anyone who
 * may see a content item it is attached to (checked in one query by the service). Anyone else gets
 * 404, exactly as for a file that does not exist.
 */
export const filesPolicy = {
  mayDownloadDirectly(actor: Actor, file: FileRow, access: CatalogueAccess): boolean {
    if (actor.roleId === RoleId.admin || file.ownerId === actor.id) return true;
    return file.companyId !== null && access.adminCompanyIds.includes(file.companyId);
  },
  /** A finished upload is reported back only to the one who uploaded it (and role 3). */
  mayViewUpload(actor: Actor, file: FileRow): boolean {
    return actor.roleId === RoleId.admin || file.ownerId === actor.id;
  },
};
