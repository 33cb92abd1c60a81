import { zodResolver } from '@hookform/resolvers/zod';
import { GENDERS } from '@ile/shared/constants/auth';
import { CreateAgentApplicationBody } from '@ile/shared/contracts/agent';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { SelectField, TextAreaField, TextField } from '../../../components/form/form-fields';
import { Button } from '../../../components/ui/button';
import { useRevalidateShownErrors } from '../../../lib/revalidate-shown-errors';
import { errorMessage, toast } from '../../../lib/toast';
import { useCreateAgentApplication } from '../api/create-agent-application';
import { AgencyPicker } from './agency-picker';
import { ImageField } from './image-field';
import styles from './wizard.module.css';

type AgentValues = z.input<typeof CreateAgentApplicationBody>;
type AgentOutput = z.output<typeof CreateAgentApplicationBody>;

const STEP_TWO = [
  'position',
  'workEmail',
  'address',
  'gender',
  'officePhone',
  'mobilePhone',
  'agencyId',
  'linkedin',
] as const;
const GENDER_OPTIONS = GENDERS.map((gender) => ({ value: gender, label: gender }));
const PHONE_HINT = 'Nigerian or Sierra Leonean number, e.g. 0803 123 4567 or +232 76 123456';

/** Steps 2 (general info) and 3 (final details) of the agent application. */
export function AgentForm({
  step,
  onStep,
  onDone,
}: {
  step: 2 | 3;
  onStep: (step: 1 | 2 | 3) => void;
  onDone: () => void;
}) {
  const form = useForm<AgentValues, unknown, AgentOutput>({
    resolver: zodResolver(CreateAgentApplicationBody),
  });
  useRevalidateShownErrors(form);
  const create = useCreateAgentApplication();
  const { register } = form;
  const { errors } = form.formState;

  const next = async () => {
    if (await form.trigger([...STEP_TWO], { shouldFocus: true })) onStep(3);
  };
  const submit = form.handleSubmit((body) =>
    create.mutate(body, { onSuccess: onDone, onError: (error) => toast.error(errorMessage(error)) }),
  );

  return (
    <FormProvider {...form}>
      <form className={styles.card} onSubmit={submit} noValidate>
        {step === 2 ? (
          <>
            <h2 className={styles.heading}>General information</h2>
            <div className={styles.grid}>
              <TextField
                label="Position"
                required
                placeholder="e.g. Letting agent"
                registration={register('position')}
                error={errors.position?.message}
              />
              <TextField
                label="Work email"
                type="email"
                required
                autoComplete="email"
                registration={register('workEmail')}
                error={errors.workEmail?.message}
              />
              <TextField
                label="Office address"
                required
                className={styles.full}
                autoComplete="street-address"
                registration={register('address')}
                error={errors.address?.message}
              />
              <SelectField
                label="Gender"
                required
                options={GENDER_OPTIONS}
                placeholder="Choose"
                registration={register('gender')}
                error={errors.gender?.message}
              />
              <TextField
                label="Office phone"
                type="tel"
                required
                hint={PHONE_HINT}
                registration={register('officePhone')}
                error={errors.officePhone?.message}
              />
              <TextField
                label="Mobile phone"
                type="tel"
                autoComplete="tel"
                registration={register('mobilePhone')}
                error={errors.mobilePhone?.message}
              />
              <AgencyPicker<AgentValues>
                name="agencyId"
                label="Affiliated agency"
                hint="Only if you work for an agency on Ile"
              />
              <TextField
                label="LinkedIn link"
                type="url"
                className={styles.full}
                registration={register('linkedin')}
                error={errors.linkedin?.message}
              />
            </div>
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
              label="About you"
              hint="What you do, where, and for whom"
              className={styles.full}
              rows={4}
              registration={register('description')}
              error={errors.description?.message}
            />
            <ImageField<AgentValues>
              name="image"
              label="Profile picture"
              hint="JPEG, PNG or WebP, up to 10 MB"
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
