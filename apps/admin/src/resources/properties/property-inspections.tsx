import type { PropertyRecord } from '@ile/shared/contracts/admin/properties';
import { formatDate } from '@ile/shared/helpers/locale-format';
import { Box, Stack, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { Section } from '../../components/field-section';
import { PrivateImage } from '../../components/private-image';

/** The listing's staff visits, latest first: day, inspector, note and the visit's private photos. */
export function PropertyInspections() {
  const record = useRecordContext<PropertyRecord>();
  const visits = record?.inspections ?? [];
  return (
    <Section title={`Inspections (${visits.length})`}>
      {visits.length === 0 && <Typography>Not inspected yet</Typography>}
      <Stack spacing={3}>
        {visits.map((visit) => (
          <Box
            component="article"
            key={visit.id}
            aria-label={`Inspection of ${formatDate(visit.visited_on)}`}
          >
            <Typography variant="subtitle1" component="h3">
              {formatDate(visit.visited_on)}
              {visit.inspector_name ? ` · ${visit.inspector_name}` : ''}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-line', mb: 1 }}>
              {visit.note}
            </Typography>
            {visit.photo_urls.length > 0 && (
              <Box
                sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}
              >
                {visit.photo_urls.map((url, i) => (
                  <PrivateImage
                    key={url}
                    url={url}
                    alt={`Inspection photo ${i + 1} of ${visit.photo_urls.length}`}
                    maxHeight={240}
                  />
                ))}
              </Box>
            )}
          </Box>
        ))}
      </Stack>
    </Section>
  );
}
