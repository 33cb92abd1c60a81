import { zodResolver } from '@hookform/resolvers/zod';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { VerifyEmailNotice } from '../../../components/account/verify-email-notice';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { useRevalidateShownErrors } from '../../../lib/revalidate-shown-errors';
import { useSession } from '../../../lib/session';
import { errorMessage, toast } from '../../../lib/toast';
import { useSubmitListingApplication } from '../api/submit-listing-application';
import {
  type ApplicationFormOutput,
  type ApplicationFormValues,
  applicationFormSchema,
  EMPTY_APPLICATION,
  STEPS,
  stepOf,
} from '../utils/application-form';
import { BasicsStep } from './basics-step';
import { DetailsStep } from './details-step';
import { FeaturesStep } from './features-step';
import styles from './host-wizard.module.css';
import { StepIndicator } from './step-indicator';

const LAST = STEPS.length - 1;
const resolver = zodResolver(applicationFormSchema) as Resolver<
  ApplicationFormValues,
  unknown,
  ApplicationFormOutput
>;
type FieldName = keyof ApplicationFormValues;

/**
 * The three-step application (spec §2, §4): forward only, each step checked before the next, the whole
 * form sent once from the last step. Values live in one form, so a step's fields keep what was typed.
 */
export function HostWizard() {
  const form = useForm<ApplicationFormValues, unknown, ApplicationFormOutput>({
    resolver,
    defaultValues: EMPTY_APPLICATION,
  });
  useRevalidateShownErrors(form);
  const { user } = useSession();
  const navigate = useNavigate();
  const submit = useSubmitListingApplication();
  const [step, setStep] = useState(0);
  const [unverified, setUnverified] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const focusAfterMove = useRef<FieldName | null>(null);

  // Each step starts at the top of the page, with focus on its heading (or the field the server refused).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs because the step changed.
  useEffect(() => {
    if (!moved.current) return;
    window.scrollTo({ top: 0 });
    const field = focusAfterMove.current;
    focusAfterMove.current = null;
    if (field) form.setFocus(field);
    else heading.current?.focus();
  }, [step, form]);

  const goTo = (next: number, field?: FieldName) => {
    moved.current = true;
    focusAfterMove.current = field ?? null;
    setStep(next);
  };

  const proceed = async () => {
    const valid = await form.trigger(STEPS[step]?.fields ?? [], { shouldFocus: true });
    if (valid) goTo(step + 1);
  };

  const showServerErrors = (error: unknown) => {
    if (!(error instanceof ApiError)) return;
    if (error.status === 403) setUnverified(true);
    const names = Object.keys(error.fields).filter((name): name is FieldName => name in EMPTY_APPLICATION);
    for (const name of names) form.setError(name, { message: error.fields[name]?.[0] });
    const first = names.sort((a, b) => stepOf(a) - stepOf(b))[0];
    if (first) goTo(stepOf(first), first);
  };

  const send = (values: ApplicationFormOutput) =>
    submit.mutate(values, {
      onSuccess: () => navigate('/list-property/become-a-host/success', { replace: true }),
      onError: (error) => {
        toast.error(errorMessage(error));
        showServerErrors(error);
      },
    });

  const onSubmit =
    step === LAST
      ? form.handleSubmit(send)
      : (event: FormEvent) => {
          event.preventDefault();
          void proceed();
        };

  const current = STEPS[step] ?? STEPS[0];
  return (
    <div className={styles.card}>
      {user && (unverified || !user.email_verified) && (
        <VerifyEmailNotice email={user.email} action="submit a listing application" />
      )}
      <StepIndicator steps={STEPS.map((s) => s.title)} current={step} />
      <form noValidate onSubmit={onSubmit} className={styles.form} aria-labelledby="wizard-step-title">
        <h2 id="wizard-step-title" ref={heading} tabIndex={-1} className={styles.stepTitle}>
          <span className={styles.stepCount}>
            Step {step + 1} of {STEPS.length}
          </span>
          {current.title}
        </h2>
        {step === 0 && <BasicsStep form={form} />}
        {step === 1 && <FeaturesStep form={form} />}
        {step === 2 && <DetailsStep form={form} />}
        <div className={styles.actions}>
          {step < LAST ? (
            <Button type="submit">Continue</Button>
          ) : (
            <Button type="submit" loading={submit.isPending}>
              {submit.isPending ? 'Sending your application' : 'Submit application'}
            </Button>
          )}
        </div>
      </form>
    </div>
  );
}
