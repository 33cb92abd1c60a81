import type { ListingApplicationRecord } from '@ile/shared/contracts/admin/applications';
import { Box, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { Section } from '../../components/field-section';
import { PrivateImage } from '../../components/private-image';

/** The applicant's original pictures, large: a reviewer judges them before they are published. */
export function ListingImages() {
  const record = useRecordContext<ListingApplicationRecord>();
  const images = record?.images ?? [];
  return (
    <Section title={`Images (${images.length})`}>
      {images.length === 0 ? (
        <Typography>No images</Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
          {[...images]
            .sort((a, b) => a.position - b.position)
            .map((image) => (
              <PrivateImage
                key={image.id}
                url={image.url}
                alt={`Image ${image.position + 1} of ${images.length}`}
              />
            ))}
        </Box>
      )}
    </Section>
  );
}
