import { formatDateTime, formatRelative } from '../texts/formats'

/**
 * A moment as a distance from now ("5 minutes ago", "vor 5 Minuten"), the exact time on hover;
 * isolated, so its digits and words keep their own direction beside text in another script.
 */
export function RelativeTime({ at }: { at: string }) {
  const date = new Date(at)
  return (
    <bdi>
      <time dateTime={at} title={formatDateTime(date)}>
        {formatRelative(date, new Date())}
      </time>
    </bdi>
  )
}
