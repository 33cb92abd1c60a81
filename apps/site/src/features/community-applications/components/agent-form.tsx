import { zodResolver } from '@hookform/resolvers/zod';
import { GENDERS } from '@ile/shared/constants/auth';
import { CreateAgentApplicationBody } from '@ile/shared/contracts/agent';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  asOptions,
  bindField,
  SelectField,
  TextAreaField,
  TextField,
} from '../../../components/form/form-fields';
import { useRevalidateShownErrors } from '../../../lib/revalidate-shown-errors';
import { useCreateAgentApplication } from '../api/create-agent-application';
import { AgencyPicker } from './agency-picker';
import { type ApplicationFormProps, ApplicationSteps } from './application-steps';
import {
  LinkedInField,
  MobilePhoneField,
  OfficeAddressField,
  OfficePhoneField,
  WorkEmailField,
} from './contact-fields';
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

/** Steps 2 (general info) and 3 (final details) of the agent application. */
export function AgentForm(props: ApplicationFormProps) {
  const form = useForm<AgentValues, unknown, AgentOutput>({
    resolver: zodResolver(CreateAgentApplicationBody),
  });
  useRevalidateShownErrors(form);
  const create = useCreateAgentApplication();

  return (
    <ApplicationSteps
      {...props}
      form={form}
      stepTwoFields={STEP_TWO}
      create={create}
      headings={{ two: 'General information', three: 'Final details' }}
      stepTwo={
        <div className={styles.grid}>
          <TextField
            label="Position"
            required
            placeholder="e.g. Letting agent"
            {...bindField(form, 'position')}
          />
          <WorkEmailField />
          <OfficeAddressField />
          <SelectField
            label="Gender"
            required
            options={GENDER_OPTIONS}
            placeholder="Choose"
            {...bindField(form, 'gender')}
          />
          <OfficePhoneField />
          <MobilePhoneField />
          <AgencyPicker<AgentValues>
            name="agencyId"
            label="Affiliated agency"
            hint="Only if you work for an agency on Ile"
          />
          <LinkedInField full />
        </div>
      }
      stepThree={
        <>
          <TextAreaField
            label="About you"
            hint="What you do, where, and for whom"
            className={styles.full}
            rows={4}
            {...bindField(form, 'description')}
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
