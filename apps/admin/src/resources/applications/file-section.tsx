import { Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { Section } from '../../components/field-section';
import { PrivateImage } from '../../components/private-image';

interface FileSectionProps {
  title: string;
  /** The record field holding a `/api/admin/files/...` URL. */
  source: string;
  missing: string;
}

/** A submitted picture or document (registration document, student proof), shown large for checking. */
export function FileSection({ title, source, missing }: FileSectionProps) {
  const record = useRecordContext();
  const url = record?.[source] as string | null | undefined;
  return (
    <Section title={title}>
      {url ? (
        <PrivateImage url={url} alt={title} />
      ) : (
        <Typography color="text.secondary">{missing}</Typography>
      )}
    </Section>
  );
}
