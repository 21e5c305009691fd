import type { ActorScope } from '../companies/index.ts';
import { contentPolicy } from '../content/index.ts';

/**
 * Notes in 3D follow their item: whoever may see it reads and places them; a note is edited or deleted
 * by its author, or by those who manage the item (role 3, the company's admins).
 */
export const sceneNotesPolicy = {
  mayEdit: (access: ActorScope, note: { userId: number }, item: { companyId: number }) =>
    note.userId === access.userId || contentPolicy.mayWrite(access, item),
};
