import type { ListingApplicationRecord } from '@ile/shared/contracts/admin/applications';
import type { FlaggedListingFacts, ListingFlagItem } from '@ile/shared/contracts/admin/listing-flags';
import {
  alpha,
  Box,
  Chip,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Link as ConsoleLink, useCreatePath, useRecordContext } from 'react-admin';
import { Section } from '../../components/field-section';
import { DuplicateIcon } from '../../components/icons';
import { PrivateImage } from '../../components/private-image';
import { formatListingPrice, listingPlace } from './listing-format';

// Issue 18, "Reviewers see it": the possible duplicates the worker found for an application, each beside the
// application so the reviewer judges them with both in view (docs/trust.md, "What reviewers see").

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** The list's mark: how many possible duplicates, or a dash. */
export function FlagCountChip() {
  const record = useRecordContext<ListingApplicationRecord>();
  const count = record?.flag_count ?? 0;
  if (count === 0) return <Typography variant="body2">—</Typography>;
  const label = `Flagged: ${plural(count, 'possible duplicate')}`;
  return (
    <Chip
      size="small"
      color="warning"
      icon={<DuplicateIcon />}
      label={count}
      aria-label={label}
      title={label}
    />
  );
}

/** The list's title cell: the title, and under it the duplicates mark when the worker found any. */
export function TitleWithFlagCount() {
  const record = useRecordContext<ListingApplicationRecord>();
  if (!record) return null;
  return (
    <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }}>
      <Typography variant="body2" component="span">
        {record.title}
      </Typography>
      {(record.flag_count ?? 0) > 0 && <FlagCountChip />}
    </Box>
  );
}

/** What the flag matched, in the reviewer's words. */
export function flagHeadline(flag: ListingFlagItem): string {
  if (flag.kind === 'photo') return `Same photo (distance ${flag.distance ?? '?'} of 64)`;
  if (flag.match === 'address') return 'Same address, bedrooms and price';
  const similarity = flag.similarity === undefined ? '' : ` (${Math.round(flag.similarity * 100)} % similar)`;
  return `Near-identical title and description${similarity}`;
}

/** The other listing's console page, public page and owner. */
function OtherListingLinks({ flag }: { flag: ListingFlagItem }) {
  const createPath = useCreatePath();
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
      <ConsoleLink to={createPath({ resource: 'properties', id: flag.otherPropertyId, type: 'show' })}>
        Listing in the console
      </ConsoleLink>
      <Link href={`/property/${flag.otherPropertyId}`} target="_blank" rel="noreferrer">
        Public page
      </Link>
      <ConsoleLink to={createPath({ resource: 'users', id: flag.otherOwnerId, type: 'show' })}>
        Owner: {flag.otherOwnerName || 'unnamed'}
      </ConsoleLink>
    </Stack>
  );
}

type Facts = Pick<
  FlaggedListingFacts,
  | 'title'
  | 'price'
  | 'currency'
  | 'duration'
  | 'address'
  | 'city'
  | 'state'
  | 'country'
  | 'bedrooms'
  | 'bathrooms'
>;

const FACT_ROWS: { label: string; value: (facts: Facts) => string }[] = [
  { label: 'Title', value: (facts) => facts.title },
  { label: 'Price', value: formatListingPrice },
  { label: 'Address', value: (facts) => facts.address },
  { label: 'Place', value: listingPlace },
  { label: 'Bedrooms', value: (facts) => String(facts.bedrooms) },
  { label: 'Bathrooms', value: (facts) => String(facts.bathrooms) },
];

/** The two listings' key facts side by side; the rows that are the same are marked. */
function FactsSideBySide({ application, other }: { application: Facts; other: FlaggedListingFacts }) {
  return (
    <Table
      size="small"
      aria-label="The two listings side by side"
      // Three columns fit a phone too: narrower padding, and the labels' column wide enough for "Bathrooms".
      sx={{ tableLayout: 'fixed', '& td, & th': { px: { xs: 0.75, sm: 2 } } }}
    >
      <TableHead>
        <TableRow>
          <TableCell component="th" sx={{ width: { xs: '30%', sm: '20%' } }} />
          <TableCell component="th">This application</TableCell>
          <TableCell component="th">Live listing</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {FACT_ROWS.map(({ label, value }) => {
          const ours = value(application);
          const theirs = value(other);
          const same = ours.trim().toLowerCase() === theirs.trim().toLowerCase();
          return (
            <TableRow
              key={label}
              sx={same ? { bgcolor: (theme) => alpha(theme.palette.warning.main, 0.12) } : undefined}
            >
              <TableCell component="th" scope="row">
                {label}
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{ours}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                {theirs}
                {same && (
                  <Typography component="span" sx={visuallyHidden}>
                    {' '}
                    (same)
                  </Typography>
                )}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

// For screen readers only. Sizes as strings: in `sx` a number up to 1 is a fraction (width: 1 is 100 %).
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** The application's picture (private) beside the live listing's (its public rendition). */
function PhotosSideBySide({ flag }: { flag: ListingFlagItem }) {
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: '1fr 1fr' }}>
      <Box component="figure" sx={{ m: 0 }}>
        {flag.photoUrl ? (
          <PrivateImage url={flag.photoUrl} alt="This application's photo" maxHeight={320} />
        ) : (
          <Typography variant="body2">The application's photo is gone</Typography>
        )}
        <Typography component="figcaption" variant="caption">
          This application
        </Typography>
      </Box>
      <Box component="figure" sx={{ m: 0 }}>
        {flag.otherPhotoUrl ? (
          <Box
            component="img"
            src={flag.otherPhotoUrl}
            alt={`Photo of ${flag.otherPropertyTitle}`}
            sx={{
              display: 'block',
              width: '100%',
              maxHeight: 320,
              objectFit: 'contain',
              bgcolor: 'grey.100',
              borderRadius: 1,
            }}
          />
        ) : (
          <Typography variant="body2">Not rendered yet</Typography>
        )}
        <Typography component="figcaption" variant="caption">
          Live listing: {flag.otherPropertyTitle}
        </Typography>
      </Box>
    </Box>
  );
}

function FlagEntry({ flag, application }: { flag: ListingFlagItem; application: ListingApplicationRecord }) {
  return (
    <Box
      component="li"
      aria-label={`Possible duplicate: ${flag.otherPropertyTitle}`}
      sx={{ borderLeft: 3, borderColor: 'warning.main', pl: 1.5, display: 'grid', gap: 1 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Chip size="small" color="warning" icon={<DuplicateIcon />} label={flagHeadline(flag)} />
        <Typography variant="subtitle2">{flag.otherPropertyTitle}</Typography>
        {flag.otherListing.status !== 'published' && (
          <Chip size="small" variant="outlined" label={flag.otherListing.status} />
        )}
      </Stack>
      {flag.kind === 'photo' ? (
        <PhotosSideBySide flag={flag} />
      ) : (
        <FactsSideBySide application={application} other={flag.otherListing} />
      )}
      <OtherListingLinks flag={flag} />
    </Box>
  );
}

/** The show page's section: every possible duplicate, or nothing when there is none. */
export function DuplicateFlags() {
  const record = useRecordContext<ListingApplicationRecord>();
  const flags = record?.flags ?? [];
  if (!record || flags.length === 0) return null;
  return (
    <Section title={`Possible duplicates (${flags.length})`}>
      <Typography variant="body2" sx={{ mb: 2 }}>
        Ile found live listings that look like this one. They may be the same owner listing twice, or someone
        else's property copied. Compare them; approving asks you to say why.
      </Typography>
      <Stack component="ul" spacing={3} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {flags.map((flag) => (
          <FlagEntry key={flag.id} flag={flag} application={record} />
        ))}
      </Stack>
    </Section>
  );
}
