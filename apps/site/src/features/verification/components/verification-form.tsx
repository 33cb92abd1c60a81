import { LISTING_COUNTRY_OPTIONS, type ListingCountry } from '@ile/shared/constants/countries';
import {
  VERIFICATION_IMAGE_RULES,
  type VerificationKind,
  verificationDocuments,
} from '@ile/shared/constants/verification';
import type { CreateVerificationInput } from '@ile/shared/contracts/verification';
import { type FormEvent, useState } from 'react';
import { readAsDataUrl } from '../../../components/images/image-files';
import { Button } from '../../../components/ui/button';
import { Field, Input, Select } from '../../../components/ui/form';
import { ApiError } from '../../../lib/api-client';
import { errorMessage, toast } from '../../../lib/toast';
import { useSubmitVerification } from '../api/submit-verification';
import styles from './verification.module.css';

type Errors = Partial<
  Record<'documentType' | 'documentNumber' | 'document' | 'selfie' | 'licenceNumber', string>
>;

const WORDS: Record<VerificationKind, { submit: string; document: string; documentHint: string }> = {
  identity: {
    submit: 'Send for checking',
    document: 'Photo of your ID',
    documentHint:
      'The whole card or page, readable: JPEG, PNG or WebP, at least 600×400 pixels, up to 10 MB.',
  },
  business: {
    submit: 'Send business documents',
    document: 'Registration certificate',
    documentHint: 'A photo or scan of the certificate: JPEG, PNG or WebP, at least 600×400, up to 10 MB.',
  },
};

/** Checks a picked picture's size before it is sent (the server checks the content and 600×400 again). */
async function tooSmall(file: File): Promise<boolean> {
  try {
    const bitmap = await createImageBitmap(file);
    const long = Math.max(bitmap.width, bitmap.height);
    const short = Math.min(bitmap.width, bitmap.height);
    bitmap.close();
    return long < VERIFICATION_IMAGE_RULES.minWidth || short < VERIFICATION_IMAGE_RULES.minHeight;
  } catch {
    // Not decodable here (or no createImageBitmap): the server decides.
    return false;
  }
}

/**
 * The ID check (a government ID of Nigeria or Sierra Leone, its number, a photo of it and a selfie holding
 * it) or, for agencies, the business check (registration number and certificate, licence number).
 */
export function VerificationForm({
  kind,
  defaultCountry,
}: {
  kind: VerificationKind;
  defaultCountry: ListingCountry;
}) {
  const submit = useSubmitVerification();
  const [country, setCountry] = useState<ListingCountry>(defaultCountry);
  const documents = verificationDocuments(kind, country);
  const [documentType, setDocumentType] = useState<string>(documents[0]?.value ?? '');
  const [documentNumber, setDocumentNumber] = useState('');
  const [licenceNumber, setLicenceNumber] = useState('');
  const [document, setDocument] = useState<File | null>(null);
  const [selfie, setSelfie] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const words = WORDS[kind];

  const changeCountry = (next: ListingCountry) => {
    setCountry(next);
    setDocumentType(verificationDocuments(kind, next)[0]?.value ?? '');
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!documentNumber.trim()) found.documentNumber = 'Enter the number on the document';
    if (!document) found.document = 'Add a photo of the document';
    else if (await tooSmall(document)) found.document = VERIFICATION_IMAGE_RULES.messages.tooSmall;
    if (kind === 'identity') {
      if (!selfie) found.selfie = 'Add a selfie holding your ID';
      else if (await tooSmall(selfie)) found.selfie = VERIFICATION_IMAGE_RULES.messages.tooSmall;
    }
    setErrors(found);
    if (Object.keys(found).length > 0 || !document) return;
    try {
      await submit.mutateAsync({
        kind,
        country,
        documentType: documentType as CreateVerificationInput['documentType'],
        documentNumber: documentNumber.trim(),
        document: await readAsDataUrl(document),
        ...(kind === 'identity' && selfie ? { selfie: await readAsDataUrl(selfie) } : {}),
        ...(kind === 'business' && licenceNumber.trim() ? { licenceNumber: licenceNumber.trim() } : {}),
      });
      toast.success('Thank you: Ile staff will check your documents, usually within two working days.');
    } catch (error) {
      if (error instanceof ApiError) {
        const fromServer: Errors = {};
        for (const name of [
          'documentType',
          'documentNumber',
          'document',
          'selfie',
          'licenceNumber',
        ] as const) {
          const text = error.fields[name]?.[0];
          if (text) fromServer[name] = text;
        }
        setErrors(fromServer);
      }
      toast.error(errorMessage(error));
    }
  };

  const file = (
    label: string,
    hint: string,
    name: 'document' | 'selfie',
    set: (file: File | null) => void,
  ) => (
    <Field label={label} hint={hint} error={errors[name]} required>
      {({ id, describedBy, invalid }) => (
        <Input
          id={id}
          name={name}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          aria-describedby={describedBy}
          aria-invalid={invalid}
          onChange={(event) => set(event.target.files?.[0] ?? null)}
        />
      )}
    </Field>
  );

  return (
    <form
      className={styles.form}
      onSubmit={send}
      noValidate
      aria-label={kind === 'identity' ? 'ID verification' : 'Business verification'}
    >
      <div className={styles.row}>
        <Field label="Country">
          {({ id }) => (
            <Select
              id={id}
              value={country}
              onChange={(event) => changeCountry(event.target.value as ListingCountry)}
            >
              {LISTING_COUNTRY_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={kind === 'identity' ? 'Document' : 'Registration'} error={errors.documentType} required>
          {({ id, describedBy, invalid }) => (
            <Select
              id={id}
              value={documentType}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              onChange={(event) => setDocumentType(event.target.value)}
            >
              {documents.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <Field
        label={kind === 'identity' ? 'Document number' : 'Registration number (RC or BN)'}
        error={errors.documentNumber}
        required
      >
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            value={documentNumber}
            maxLength={60}
            autoComplete="off"
            aria-describedby={describedBy}
            aria-invalid={invalid}
            onChange={(event) => setDocumentNumber(event.target.value)}
          />
        )}
      </Field>
      {kind === 'business' && (
        <Field
          label="Estate-agent licence number (optional)"
          hint="For example your Lagos State real estate regulator (LASRERA) registration."
          error={errors.licenceNumber}
        >
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              value={licenceNumber}
              maxLength={60}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              onChange={(event) => setLicenceNumber(event.target.value)}
            />
          )}
        </Field>
      )}
      {file(words.document, words.documentHint, 'document', setDocument)}
      {kind === 'identity' &&
        file(
          'Selfie holding your ID',
          'Your face and the ID in one photo, both clear. Only Ile staff see these files; they are deleted 30 days after the decision.',
          'selfie',
          setSelfie,
        )}
      <Button type="submit" disabled={submit.isPending}>
        {submit.isPending ? 'Sending…' : words.submit}
      </Button>
    </form>
  );
}
