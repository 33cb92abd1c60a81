import { zodResolver } from '@hookform/resolvers/zod';
import { GENDERS } from '@ile/shared/constants/auth';
import { CreateAgentApplicationBody } from '@ile/shared/contracts/agent';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { asOptions, SelectField, TextAreaField, TextField } from '../../../components/form/form-fields';
import { useRevalidateShownErrors } from '../../../lib/revalidate-shown-errors';
import { useCreateAgentApplication } from '../api/create-agent-application';
import { AgencyPicker } from './agency-picker';
import { ApplicationSteps } from './application-steps';
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
const GENDER_OPTIONS = asOptions(GENDERS);
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

  return (
    <ApplicationSteps
      form={form}
      step={step}
      onStep={onStep}
      stepTwoFields={STEP_TWO}
      create={create}
      onDone={onDone}
      headings={{ two: 'General information', three: 'Final details' }}
      stepTwo={
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
      }
      stepThree={
        <>
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
        </>
      }
    />
  );
}
