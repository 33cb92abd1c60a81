import type { PropertyRecord } from '@ile/shared/contracts/admin/properties';
import { Box, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { Section } from '../../components/field-section';

/** The listing's public pictures (largest variant); ones still being rendered say so. */
export function PropertyImages() {
  const record = useRecordContext<PropertyRecord>();
  const images = [...(record?.images ?? [])].sort((a, b) => a.position - b.position);
  return (
    <Section title={`Images (${images.length})`}>
      {images.length === 0 && <Typography>No images</Typography>}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        {images.map((image) =>
          image.url ? (
            <Box
              key={image.id}
              component="img"
              src={image.url}
              alt={`Image ${image.position + 1} of ${images.length}`}
              loading="lazy"
              sx={{
                width: '100%',
                borderRadius: 1,
                aspectRatio: image.width && image.height ? `${image.width} / ${image.height}` : undefined,
              }}
            />
          ) : (
            <Typography key={image.id} color="text.secondary">
              Image {image.position + 1}: {image.status}
            </Typography>
          ),
        )}
      </Box>
    </Section>
  );
}
