import { Button } from '../../../components/ui/button';
import styles from './wizard.module.css';

export type ApplicantCategory = 'agent' | 'agency';

const CHOICES = [
  {
    value: 'agent',
    title: 'Agent',
    text: 'You work on your own or for an agency and list properties for clients.',
  },
  { value: 'agency', title: 'Agency', text: 'A registered company with a licence, an office and agents.' },
] as const;

/** Step 1: Agent or Agency; Next without a choice shows the spec's caution. */
export function CategoryStep({
  value,
  onChange,
  onNext,
  caution,
}: {
  value: ApplicantCategory | null;
  onChange: (value: ApplicantCategory) => void;
  onNext: () => void;
  caution: boolean;
}) {
  return (
    <div className={styles.card}>
      <h2 className={styles.heading} id="category-heading">
        How do you want to join?
      </h2>
      <fieldset className={styles.choices} aria-labelledby="category-heading">
        {CHOICES.map((choice) => (
          <label key={choice.value} className={styles.choice}>
            <input
              type="radio"
              name="category"
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
            />
            <span className={styles.choiceTitle}>{choice.title}</span>
            <span className="muted">{choice.text}</span>
          </label>
        ))}
      </fieldset>
      {caution && (
        <p className={styles.caution} role="alert">
          You have not selected any category
        </p>
      )}
      <p className="muted" style={{ margin: 0 }}>
        Joining is free, with no onboarding fees. Applications are reviewed within 7 business days.
      </p>
      <div className={styles.actions} style={{ justifyContent: 'flex-end' }}>
        <Button onClick={onNext}>Next</Button>
      </div>
    </div>
  );
}
