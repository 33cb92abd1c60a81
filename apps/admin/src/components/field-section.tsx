import { Box, Card, CardContent, CardHeader } from '@mui/material';
import { Children, cloneElement, isValidElement, type ReactNode } from 'react';
import { Labeled } from 'react-admin';

interface SectionProps {
  title: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * One titled card of a show page. Its actions sit beside the title and wrap under it on a phone, where a row
 * of buttons would be wider than the screen.
 */
export function Section({ title, actions, children }: SectionProps) {
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardHeader
        title={title}
        action={
          actions && (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 1, pt: 1, pr: 1 }}>
              {actions}
            </Box>
          )
        }
        sx={{ flexWrap: 'wrap', '& .MuiCardHeader-action': { flexShrink: 1, minWidth: 0, maxWidth: '100%' } }}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
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
          // minmax(0, …): a wide value (a provider's JSON answer) scrolls in its own box instead of widening
          // the column, and with it the page, past a phone's screen.
          gridTemplateColumns: columns === 1 ? 'minmax(0, 1fr)' : 'repeat(auto-fill, minmax(220px, 1fr))',
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
