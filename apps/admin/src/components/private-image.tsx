import { Box, CircularProgress, Link, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { PRIVATE_FILE_QUERY, useConsoleDataProvider } from './use-console-action';

interface PrivateImageProps {
  /** A `/api/admin/files/...` URL: it needs the bearer token, so an <img src> cannot load it directly. */
  url: string;
  alt: string;
  maxHeight?: number;
}

/** A private original (listing photo, profile picture, document, proof), fetched with the token, shown large. */
export function PrivateImage({ url, alt, maxHeight = 640 }: PrivateImageProps) {
  const dataProvider = useConsoleDataProvider();
  const { data, isPending, error } = useQuery({
    queryKey: [PRIVATE_FILE_QUERY, url],
    queryFn: () => dataProvider.getFile(url),
    staleTime: Number.POSITIVE_INFINITY,
    // A missing file stays missing: show it at once rather than after three retries.
    retry: false,
  });
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  // Created and revoked in one effect, so StrictMode's remount never leaves a revoked URL on screen.
  useEffect(() => {
    if (!data) return;
    const created = URL.createObjectURL(data);
    setObjectUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [data]);

  if (isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 160 }}>
        <CircularProgress size={24} aria-label={`Loading ${alt}`} />
      </Box>
    );
  }
  if (error) {
    return (
      <Typography color="error" variant="body2">
        {alt}: {error.message}
      </Typography>
    );
  }
  if (!objectUrl) return null;
  return (
    <Link href={objectUrl} target="_blank" rel="noopener" title={`Open ${alt} at full size`}>
      <Box
        component="img"
        src={objectUrl}
        alt={alt}
        sx={{
          display: 'block',
          width: '100%',
          maxHeight,
          objectFit: 'contain',
          bgcolor: 'grey.100',
          borderRadius: 1,
        }}
      />
    </Link>
  );
}
