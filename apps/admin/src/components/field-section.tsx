import { Box, Card, CardContent, CardHeader } from '@mui/material';
import { Children, cloneElement, isValidElement, type ReactNode } from 'react';
import { Labeled } from 'react-admin';

interface SectionProps {
  title: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}

/** One titled card of a show page. */
export function Section({ title, actions, children }: SectionProps) {
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardHeader title={title} action={actions} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>{children}</CardContent>
    </Card>
  );
}

interface FieldSectionProps extends SectionProps {
  /** Narrow fields sit side by side; long texts get one column. */
  columns?: 'auto' | 1;
}

/** A section of labelled fields; empty values read as a dash rather than a gap. */
export function FieldSection({ columns = 'auto', children, ...section }: FieldSectionProps) {
  return (
    <Section {...section}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: columns === 1 ? '1fr' : 'repeat(auto-fill, minmax(220px, 1fr))',
        }}
      >
        {Children.map(children, (child) =>
          isValidElement<{ emptyText?: string }>(child) ? (
            <Labeled>{cloneElement(child, { emptyText: child.props.emptyText ?? '—' })}</Labeled>
          ) : null,
        )}
      </Box>
    </Section>
  );
}
