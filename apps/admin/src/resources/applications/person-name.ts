/** An applicant who applies as a person (agent, student): "Fatima Olawale". */
export const personName = (record: { first_name: string; last_name: string }) =>
  `${record.first_name} ${record.last_name}`;
