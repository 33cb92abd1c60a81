import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AgencyForm } from './agency-form';
import { AgentForm } from './agent-form';
import { type ApplicantCategory, CategoryStep } from './category-step';
import { StepIndicator } from './step-indicator';
import styles from './wizard.module.css';

const STEPS = ['Category', 'Information', 'Final details'];

/** /become-an-agent: category, then the agent's or agency's details, then Submit. */
export function BecomeAgentWizard() {
  const navigate = useNavigate();
  const [step, setStep] = useState<1 | 2 | 3>(1);
  const [category, setCategory] = useState<ApplicantCategory | null>(null);
  const [caution, setCaution] = useState(false);

  const go = (next: 1 | 2 | 3) => {
    setStep(next);
    window.scrollTo({ top: 0 });
  };
  const done = () => navigate('/become-an-agent-submitted', { replace: true });

  return (
    <div className={styles.wizard}>
      <StepIndicator steps={STEPS} current={step} />
      {step === 1 ? (
        <CategoryStep
          value={category}
          caution={caution}
          onChange={(value) => {
            setCategory(value);
            setCaution(false);
          }}
          onNext={() => (category ? go(2) : setCaution(true))}
        />
      ) : category === 'agency' ? (
        <AgencyForm step={step} onStep={go} onDone={done} />
      ) : (
        <AgentForm step={step} onStep={go} onDone={done} />
      )}
    </div>
  );
}
