const dateTime = new Intl.DateTimeFormat(undefined, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
})

/** "24 Nov 2026, 10:15" in the reader's locale. */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso))
