import {
  Tooltip,
  TooltipContent,
  TooltipTrigger,
} from '@/components/ui/tooltip'

/** Text cut at `limit` characters with the full text in a tooltip. */
export function TruncatedText({
  text,
  limit,
  className,
}: {
  text: string
  limit: number
  className?: string
}) {
  if (text.length <= limit) return <span className={className}>{text}</span>
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <span className={className} tabIndex={0}>
          {`${text.slice(0, limit)}...`}
        </span>
      </TooltipTrigger>
      <TooltipContent className="max-w-sm wrap-anywhere">{text}</TooltipContent>
    </Tooltip>
  )
}
