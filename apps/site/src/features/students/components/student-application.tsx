import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage, toast } from '../../../lib/toast';
import { useCreateStudentApplication } from '../api/create-student-application';
import { requestLocation } from '../hooks/request-location';
import { type Proof, ProofStep } from './proof-step';
import { type SchoolDetails, SchoolStep } from './school-step';

/**
 * /become-a-student: school details, then (after asking for the location, refused or not) the proof.
 * Cancel goes back to the first step with what was typed kept.
 */
export function StudentApplication() {
  const navigate = useNavigate();
  const create = useCreateStudentApplication();
  const [step, setStep] = useState<1 | 2>(1);
  const [locating, setLocating] = useState(false);
  const [school, setSchool] = useState<SchoolDetails>({ universityEmail: '', university: '' });
  const [location, setLocation] = useState<string | undefined>();

  const toProof = async (details: SchoolDetails) => {
    setSchool(details);
    setLocating(true);
    setLocation(await requestLocation());
    setLocating(false);
    setStep(2);
    window.scrollTo({ top: 0 });
  };

  const submit = (proof: Proof) =>
    create.mutate(
      { ...school, ...proof, requestLocation: location },
      {
        onSuccess: () => navigate('/student-listing/submitted', { replace: true }),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );

  return step === 1 ? (
    <SchoolStep initial={school} onContinue={toProof} busy={locating} />
  ) : (
    <ProofStep onSubmit={submit} onCancel={() => setStep(1)} busy={create.isPending} />
  );
}
