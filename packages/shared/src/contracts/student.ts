import { z } from 'zod';
import { TEXT_LIMITS } from '../constants/limits';
import { STUDENT_PROOF_RULES, STUDENT_PROOF_TYPES } from '../constants/uploads';
import { parseDataUrl } from '../helpers/data-url';
import { applicationRecordFields, PendingStatusInput } from './applications';
import { EmailSchema, IdSchema, optionalInput, optionalText, requiredOr, requiredText } from './common';

export const StudentProofTypeSchema = z.enum(STUDENT_PROOF_TYPES, { error: 'Choose ID or Eligibility' });

/**
 * The proof image: JPEG or PNG of 100 KB to 1 MB, one message per rule. The 1024×768 minimum needs the
 * decoded image, so the server checks it.
 */
export const StudentProofSchema = z
  .string({ error: requiredOr(STUDENT_PROOF_RULES.messages.type) })
  .superRefine((value, ctx) => {
    const parsed = parseDataUrl(value);
    const rules = STUDENT_PROOF_RULES;
    if (!parsed || !(rules.mimeTypes as readonly string[]).includes(parsed.mimeType)) {
      ctx.addIssue({ code: 'custom', message: rules.messages.type });
    } else if (parsed.byteLength < rules.minBytes) {
      ctx.addIssue({ code: 'custom', message: rules.messages.tooSmall });
    } else if (parsed.byteLength > rules.maxBytes) {
      ctx.addIssue({ code: 'custom', message: rules.messages.tooLarge });
    }
  });

/** 'lat,lng' as the browser's geolocation gave it. */
export const RequestLocationSchema = z
  .string()
  .trim()
  .regex(/^-?\d{1,2}(\.\d+)?,\s*-?\d{1,3}(\.\d+)?$/, { error: "Expected 'latitude,longitude'" });

/**
 * POST /api/v1/applications/student. The location is optional (advancing works when it is refused); names
 * and the account email default to the account's.
 */
export const CreateStudentApplicationBody = z.object({
  userId: IdSchema.optional(),
  status: PendingStatusInput,
  firstName: optionalText(TEXT_LIMITS.name),
  lastName: optionalText(TEXT_LIMITS.name),
  email: optionalInput(EmailSchema),
  universityEmail: EmailSchema,
  university: requiredText(200),
  requestLocation: optionalInput(RequestLocationSchema),
  proofType: StudentProofTypeSchema,
  documents: StudentProofSchema,
});
export type CreateStudentApplicationBody = z.infer<typeof CreateStudentApplicationBody>;

export const StudentApplicationSchema = z.object({
  ...applicationRecordFields,
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  university_email: z.string(),
  university: z.string(),
  request_location: z.string().nullable(),
  proof_type: StudentProofTypeSchema,
  documents: z.string(),
});
export type StudentApplication = z.infer<typeof StudentApplicationSchema>;

/** data of the student application status shown on /account/student (null when none was made). */
export const StudentStatusResponse = z.object({
  application: StudentApplicationSchema.pick({
    id: true,
    status: true,
    created_at: true,
    decided_at: true,
  }).nullable(),
  is_verified_student: z.boolean(),
});
export type StudentStatusResponse = z.infer<typeof StudentStatusResponse>;
