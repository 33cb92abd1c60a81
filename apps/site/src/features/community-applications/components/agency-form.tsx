import { zodResolver } from '@hookform/resolvers/zod';
import { CreateAgencyApplicationBody, type CreateAgencyApplicationInput } from '@ile/shared/contracts/agency';
import { FormProvider, useForm } from 'react-hook-form';
import { TextAreaField } from '../../../components/form/form-fields';
import { Button } from '../../../components/ui/button';
import { useRevalidateShownErrors } from '../../../lib/revalidate-shown-errors';
import { errorMessage, toast } from '../../../lib/toast';
import { useCreateAgencyApplication } from '../api/create-agency-application';
import { AGENCY_STEP_TWO, AgencyInfoFields } from './agency-fields';
import { ImageField } from './image-field';
import styles from './wizard.module.css';

type V = CreateAgencyApplicationInput;
const IMAGE_HINT = 'JPEG, PNG or WebP, up to 10 MB';

/** Steps 2 (agency info) and 3 (final details) of the agency application. */
export function AgencyForm({
  step,
  onStep,
  onDone,
}: {
  step: 2 | 3;
  onStep: (step: 1 | 2 | 3) => void;
  onDone: () => void;
}) {
  const form = useForm<V, unknown, CreateAgencyApplicationBody>({
    resolver: zodResolver(CreateAgencyApplicationBody),
    defaultValues: { country: '' as V['country'], region: '' },
  });
  useRevalidateShownErrors(form);
  const create = useCreateAgencyApplication();

  const next = async () => {
    if (await form.trigger([...AGENCY_STEP_TWO], { shouldFocus: true })) onStep(3);
  };
  const submit = form.handleSubmit((body) =>
    create.mutate(body, { onSuccess: onDone, onError: (error) => toast.error(errorMessage(error)) }),
  );

  return (
    <FormProvider {...form}>
      <form className={styles.card} onSubmit={submit} noValidate>
        {step === 2 ? (
          <>
            <h2 className={styles.heading}>Agency information</h2>
            <AgencyInfoFields />
            <div className={styles.actions}>
              <Button variant="secondary" onClick={() => onStep(1)}>
                Back
              </Button>
              <Button onClick={next}>Next</Button>
            </div>
          </>
        ) : (
          <>
            <h2 className={styles.heading}>Final details</h2>
            <TextAreaField
              label="About the agency"
              hint="What you do, where, and for whom"
              className={styles.full}
              rows={4}
              registration={form.register('description')}
              error={form.formState.errors.description?.message}
            />
            <ImageField<V> name="image" label="Profile image or logo" required hint={IMAGE_HINT} />
            <ImageField<V>
              name="documentImage"
              label="Registration document"
              hint={`A photo or scan; ${IMAGE_HINT}`}
            />
            <div className={styles.actions}>
              <Button variant="secondary" onClick={() => onStep(2)}>
                Back
              </Button>
              <Button type="submit" loading={create.isPending}>
                Submit
              </Button>
            </div>
          </>
        )}
      </form>
    </FormProvider>
  );
}
