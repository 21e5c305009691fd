import { Navigate } from 'react-router';
import { useProfile } from '../../auth/index.ts';
import { visibleAdminSections } from '../access.ts';

/** /admin opens the first section the viewer may see (a company admin: their company). */
export default function AdminIndexPage() {
  const { profile } = useProfile();
  const [first] = visibleAdminSections(profile);
  return first ? <Navigate to={`/admin/${first}`} replace /> : null;
}
