import { ButtonLink } from '../../../components/ui/button';
import { CheckIcon } from '../../../components/ui/icons';
import styles from './student-form.module.css';

export function StudentSubmitted() {
  return (
    <section
      className={styles.form}
      style={{ textAlign: 'center', justifyItems: 'center' }}
      aria-labelledby="student-submitted-title"
    >
      <CheckIcon size={40} />
      <h1 id="student-submitted-title" className={styles.heading}>
        Application sent
      </h1>
      <p style={{ margin: 0 }}>
        Thank you. Your documents will be reviewed, and we will let you know by email and in your
        notifications. You can follow the status under Account, Student.
      </p>
      <div className={styles.actions} style={{ justifyContent: 'center' }}>
        <ButtonLink to="/">Back to home</ButtonLink>
        <ButtonLink to="/student-listing" variant="secondary">
          View student listings
        </ButtonLink>
      </div>
    </section>
  );
}
