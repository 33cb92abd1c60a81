import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type FieldValues, FormProvider, type Path, type UseFormReturn } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { errorMessage, toast } from '../../../lib/toast';
import styles from './wizard.module.css';

/** What the wizard gives the agent and agency forms: the step shown, moving between steps, and the end. */
export interface ApplicationFormProps {
  step: 2 | 3;
  onStep: (step: 1 | 2 | 3) => void;
  onDone: () => void;
}

/**
 * Steps 2 and 3 of an agent or agency application around their fields: Next checks step 2's fields only,
 * Submit sends the whole form and then `onDone`; a refusal is shown as a toast.
 */
export function ApplicationSteps<V extends FieldValues, Body>({
  form,
  step,
  onStep,
  stepTwoFields,
  create,
  onDone,
  headings,
  stepTwo,
  stepThree,
}: ApplicationFormProps & {
  form: UseFormReturn<V, unknown, Body>;
  stepTwoFields: readonly Path<V>[];
  create: UseMutationResult<unknown, unknown, Body>;
  headings: { two: string; three: string };
  stepTwo: ReactNode;
  stepThree: ReactNode;
}) {
  const next = async () => {
    if (await form.trigger([...stepTwoFields], { shouldFocus: true })) onStep(3);
  };
  const submit = form.handleSubmit((body) =>
    create.mutate(body, { onSuccess: onDone, onError: (error) => toast.error(errorMessage(error)) }),
  );

  return (
    <FormProvider {...form}>
      <form className={styles.card} onSubmit={submit} noValidate>
        <h2 className={styles.heading}>{step === 2 ? headings.two : headings.three}</h2>
        {step === 2 ? stepTwo : stepThree}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => onStep(step === 2 ? 1 : 2)}>
            Back
          </Button>
          {step === 2 ? (
            // Keys keep React from turning the Next button into the Submit button in place.
            <Button key="next" onClick={next}>
              Next
            </Button>
          ) : (
            <Button key="submit" type="submit" loading={create.isPending}>
              Submit
            </Button>
          )}
        </div>
      </form>
    </FormProvider>
  );
}
