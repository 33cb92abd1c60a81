import { zodResolver } from '@hookform/resolvers/zod';
import { CreateAgencyApplicationBody, type CreateAgencyApplicationInput } from '@ile/shared/contracts/agency';
import { useForm } from 'react-hook-form';
import { TextAreaField } from '../../../components/form/form-fields';
import { useRevalidateShownErrors } from '../../../lib/revalidate-shown-errors';
import { useCreateAgencyApplication } from '../api/create-agency-application';
import { AGENCY_STEP_TWO, AgencyInfoFields } from './agency-fields';
import { type ApplicationFormProps, ApplicationSteps } from './application-steps';
import { ImageField } from './image-field';
import styles from './wizard.module.css';

type V = CreateAgencyApplicationInput;
const IMAGE_HINT = 'JPEG, PNG or WebP, up to 10 MB';

/** Steps 2 (agency info) and 3 (final details) of the agency application. */
export function AgencyForm(props: ApplicationFormProps) {
  const form = useForm<V, unknown, CreateAgencyApplicationBody>({
    resolver: zodResolver(CreateAgencyApplicationBody),
    defaultValues: { country: '' as V['country'], region: '' },
  });
  useRevalidateShownErrors(form);
  const create = useCreateAgencyApplication();

  return (
    <ApplicationSteps
      {...props}
      form={form}
      stepTwoFields={AGENCY_STEP_TWO}
      create={create}
      headings={{ two: 'Agency information', three: 'Final details' }}
      stepTwo={<AgencyInfoFields />}
      stepThree={
        <>
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
        </>
      }
    />
  );
}
