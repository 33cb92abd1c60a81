import { Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { Section } from '../../components/field-section';
import { PrivateImage } from '../../components/private-image';

/** The fields an agent's, agency's or student's application keeps its private files in. */
type FileSource = 'image_url' | 'document_url';

interface FileSectionProps {
  title: string;
  /** The record field holding a `/api/admin/files/...` URL. */
  source: FileSource;
  missing: string;
}

/** A submitted picture or document (registration document, student proof), shown large for checking. */
export function FileSection({ title, source, missing }: FileSectionProps) {
  const record = useRecordContext<Partial<Record<FileSource, string | null>>>();
  const url = record?.[source];
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
