import { useParams } from 'react-router';
import { ProgramEditorScreen } from '../company/ProgramEditorPage';
import { ProgramsScreen } from '../company/ProgramsPage';
import { AdminNav } from './AdminNav';

/**
 * `/admin/selections`: the platform's catalogue of selections (spec §6), every state; companies add the published ones
 * to their own. The same screens as a company's, read for the public.
 */
export function AdminProgramsPage() {
  return (
    <div className="stack">
      <AdminNav />
      <ProgramsScreen owner={{ kind: 'catalogue' }} />
    </div>
  );
}

/** `/admin/selections/creer` and `/admin/selections/{id}`: a catalogue selection's form and live preview. */
export function AdminProgramEditorPage() {
  const programId = useParams().programId;
  return (
    <div className="stack">
      <AdminNav />
      <ProgramEditorScreen owner={{ kind: 'catalogue' }} programId={programId} />
    </div>
  );
}
