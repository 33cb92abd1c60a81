/** "12 viewings held on Ile, 0 no-shows": an owner's viewing record (profiles, the listing's lister). */
export const viewingRecordText = (record: { held: number; noShows: number }): string =>
  `${record.held} ${record.held === 1 ? 'viewing' : 'viewings'} held on Ile, ${record.noShows} ${
    record.noShows === 1 ? 'no-show' : 'no-shows'
  }`;
