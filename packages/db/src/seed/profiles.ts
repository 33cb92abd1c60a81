import type { Gender } from '@ile/shared';
import type { Kysely } from 'kysely';
import type {
  Database,
  NewAgency,
  NewAgencyApplication,
  NewAgent,
  NewAgentApplication,
  NewStudent,
  NewStudentApplication,
} from '../schema';
import { AGENCY_PROFILES, AGENT_POSITIONS, type AgencyProfile } from './agency-profiles';
import type { ApplicationFiles } from './application-files';
import { mobilePhone, UNIVERSITIES } from './names';
import type { SeededAgency, SeededAgent, SeededPerson } from './people';
import { SEED_REGIONS, type SeedRegion } from './places';
import type { Random } from './random';

// The profiles behind the seeded roles: agency and agent pages and verified students, each with the
// approved application it came from, as if staff had approved them in the console.

const DAY_MS = 86_400_000;

export interface ProfileContext {
  portraits: readonly string[];
  logos: readonly string[];
  now: Date;
  /** Private copies of what each application uploaded (its picture, document or proof). */
  files: ApplicationFiles;
}

/** Returns how many applications it recorded. */
export async function insertProfiles(
  db: Kysely<Database>,
  rng: Random,
  input: {
    agencies: SeededAgency[];
    agents: SeededAgent[];
    students: SeededPerson[];
    admin: SeededPerson;
    context: ProfileContext;
  },
): Promise<number> {
  const { agencies, agents, students, admin, context } = input;
  const decided = (daysAgo: number) => new Date(context.now.getTime() - daysAgo * DAY_MS);
  const agencyApplications: NewAgencyApplication[] = [];
  const agencyRows: NewAgency[] = agencies.map((agency, i) => {
    const profile = AGENCY_PROFILES[i] as AgencyProfile;
    const region = SEED_REGIONS.find(
      (r) => r.country === profile.country && r.code === profile.regionCode,
    ) as SeedRegion;
    const applicationId = rng.uuid();
    const approvedAt = decided(rng.int(30, 600));
    const office = `${rng.int(2, 60)} ${profile.street}, ${profile.locality}`;
    const description = `${profile.name} has helped people find ${profile.focus} since ${profile.founded}.`;
    const corporateValues = 'Honesty in every listing, verified titles, prompt replies and fair fees.';
    const history = `Founded in ${profile.founded} in ${profile.locality}, ${region.name}, ${profile.name} has grown from a two-person office into a team of ${rng.int(6, 40)} agents.`;
    const license = `${profile.country === 'NG' ? 'LASRERA' : 'SLREA'}/${profile.founded}/${rng.int(1000, 9999)}`;
    const logo = context.logos[i % context.logos.length] ?? null;
    // As approval does: the logo is published, the registration document stays private.
    const folder = `originals/agency-applications/${applicationId}`;
    const documentKey = context.files.uploadDocument(`${folder}/document`, 'registration');
    agencyApplications.push({
      id: applicationId,
      user_id: agency.id,
      status: 'successful',
      decided_by: admin.id,
      decided_at: approvedAt,
      agency_name: profile.name,
      image_key: logo && context.files.upload(`${folder}/logo`, logo),
      document_key: documentKey,
      description,
      position: 'Principal Partner',
      work_email: `hello@${profile.domain}.test`,
      gender: agency.name.gender,
      address: office,
      mobile_phone: agency.phone,
      office_phone: mobilePhone(rng, profile.country),
      website: `https://${profile.domain}.example`,
      history,
      corporate_values: corporateValues,
      license_number: license,
      postal_code: profile.country === 'NG' ? String(rng.int(100001, 982002)) : null,
      country: profile.country,
      region: region.name,
      created_at: new Date(approvedAt.getTime() - rng.int(1, 7) * DAY_MS),
    });
    return {
      id: agency.agencyId,
      user_id: agency.id,
      agency_name: profile.name,
      office_address: office,
      description,
      profile_image: logo,
      document_image: documentKey,
      mobile_phone: agency.phone,
      office_phone: mobilePhone(rng, profile.country),
      business_email: `hello@${profile.domain}.test`,
      website: `https://${profile.domain}.example`,
      postal_code: profile.country === 'NG' ? String(rng.int(100001, 982002)) : null,
      license_number: license,
      country: profile.country,
      region: region.name,
      corporate_values: corporateValues,
      history,
      position: 'Principal Partner',
      linkedin: `https://linkedin.example/company/${profile.domain}`,
      views: rng.int(40, 4000),
      approved_at: approvedAt,
      application_id: applicationId,
      created_at: approvedAt,
      updated_at: approvedAt,
    };
  });

  const agentApplications: NewAgentApplication[] = [];
  const agentRows: NewAgent[] = agents.map((agent, i) => {
    const agency = agencies.find((a) => a.agencyId === agent.agencyId);
    const profile = agency ? (AGENCY_PROFILES[agencies.indexOf(agency)] as AgencyProfile) : undefined;
    const applicationId = rng.uuid();
    const approvedAt = decided(rng.int(10, 500));
    const position = i === 0 ? 'Senior Sales Agent' : rng.pick(AGENT_POSITIONS);
    const office = profile
      ? `${rng.int(2, 60)} ${profile.street}, ${profile.locality}`
      : `${rng.int(1, 90)} Market Road, ${agent.country === 'NG' ? 'Ikeja' : 'Freetown'}`;
    const email = profile
      ? `${agent.name.first}.${agent.name.last}@${profile.domain}.test`.toLowerCase()
      : agent.email;
    const description = `${position} ${profile ? `at ${profile.name}` : 'working independently'}, helping clients rent, buy and sell with clear paperwork and no surprises.`;
    const gender: Gender = agent.name.gender;
    const image = rng.pick(context.portraits);
    agentApplications.push({
      id: applicationId,
      user_id: agent.id,
      status: 'successful',
      decided_by: admin.id,
      decided_at: approvedAt,
      first_name: agent.name.first,
      last_name: agent.name.last,
      image_key: context.files.upload(`originals/agent-applications/${applicationId}`, image),
      description,
      position,
      agency_id: agent.agencyId,
      work_email: email,
      gender,
      linkedin: null,
      address: office,
      mobile_phone: agent.phone,
      office_phone: mobilePhone(rng, agent.country),
      created_at: new Date(approvedAt.getTime() - rng.int(1, 7) * DAY_MS),
    });
    return {
      id: agent.agentId,
      user_id: agent.id,
      agency_id: agent.agencyId,
      position,
      office_address: office,
      mobile_phone: agent.phone,
      office_phone: mobilePhone(rng, agent.country),
      business_email: email,
      website: profile ? `https://${profile.domain}.example` : null,
      linkedin: rng.chance(0.6)
        ? `https://linkedin.example/in/${agent.name.first}-${agent.name.last}-${i}`.toLowerCase()
        : null,
      description,
      profile_image: image,
      gender,
      views: rng.int(10, 2500),
      approved_at: approvedAt,
      application_id: applicationId,
      created_at: approvedAt,
      updated_at: approvedAt,
    };
  });

  const studentApplications: NewStudentApplication[] = [];
  const studentRows: NewStudent[] = students.map((student) => {
    const university = rng.pick(UNIVERSITIES.filter((u) => u.country === student.country));
    const applicationId = rng.uuid();
    const verifiedAt = decided(rng.int(5, 200));
    const universityEmail =
      `${student.name.first}.${student.name.last}@${university.emailDomain}`.toLowerCase();
    studentApplications.push({
      id: applicationId,
      user_id: student.id,
      status: 'successful',
      decided_by: admin.id,
      decided_at: verifiedAt,
      first_name: student.name.first,
      last_name: student.name.last,
      university_email: universityEmail,
      university: university.name,
      email: student.email,
      request_location: null,
      proof_type: 'ID',
      document_key: context.files.uploadDocument(
        `originals/student-applications/${applicationId}`,
        'student-id',
      ),
      created_at: new Date(verifiedAt.getTime() - 2 * DAY_MS),
    });
    return {
      user_id: student.id,
      university: university.name,
      university_email: universityEmail,
      verified_at: verifiedAt,
      application_id: applicationId,
    };
  });

  await db.insertInto('agency_applications').values(agencyApplications).execute();
  await db.insertInto('agencies').values(agencyRows).execute();
  await db.insertInto('agent_applications').values(agentApplications).execute();
  await db.insertInto('agents').values(agentRows).execute();
  await db.insertInto('student_applications').values(studentApplications).execute();
  await db.insertInto('students').values(studentRows).execute();
  return agencyApplications.length + agentApplications.length + studentApplications.length;
}
