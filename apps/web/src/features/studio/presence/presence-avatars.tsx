import {
  Tooltip,
  TooltipContent,
  TooltipTrigger,
} from '@/components/ui/tooltip'
import type { PresentMember } from '@kiln/contract/presence'

/** "Dana Lee" → "DL", "dana@example.com" → "D". */
export function initialsOf(name: string) {
  const words = name
    .split('@')[0]!
    .split(/[\s._-]+/)
    .filter(Boolean)
  const letters = words.length > 1 ? [words[0]!, words.at(-1)!] : words
  return letters.map((word) => word[0]!.toUpperCase()).join('') || '?'
}

const SHOWN = 4

/** The other members with the project open: initials, the name on hover. */
export function PresenceAvatars({ others }: { others: PresentMember[] }) {
  if (others.length === 0) return null
  const hidden = others.length - SHOWN
  return (
    <ul aria-label="Also here" className="flex -space-x-1.5">
      {others.slice(0, SHOWN).map((member) => (
        <li key={member.userId}>
          <Tooltip>
            <TooltipTrigger asChild>
              <span
                tabIndex={0}
                aria-label={member.name}
                className="bg-primary text-primary-foreground ring-background flex size-7 items-center justify-center rounded-full text-xs font-medium ring-2"
              >
                {initialsOf(member.name)}
              </span>
            </TooltipTrigger>
            <TooltipContent>{member.name} has this project open</TooltipContent>
          </Tooltip>
        </li>
      ))}
      {hidden > 0 && (
        <li
          aria-label={`and ${hidden} more`}
          className="bg-muted ring-background flex size-7 items-center justify-center rounded-full text-xs ring-2"
        >
          +{hidden}
        </li>
      )}
    </ul>
  )
}
