import { useModels } from '@/api/build-tasks/get-models'
import {
  HOME_SUGGESTIONS,
  OFFLINE_CAN_BUILD,
  OFFLINE_EXAMPLES,
} from '@kiln/contract/suggestions'

/**
 * Prompts under the box that fill it when clicked. When the offline
 * generator is the only builder, it first says what that generator makes,
 * and the examples are ones it builds in full.
 */
export function PromptExamples({ onPick }: { onPick: (text: string) => void }) {
  const { data } = useModels()
  const offlineOnly =
    data !== undefined &&
    data.models
      .filter((m) => !m.unavailable)
      .every((m) => m.provider === 'offline')
  const examples = offlineOnly ? OFFLINE_EXAMPLES : HOME_SUGGESTIONS
  return (
    <div className="space-y-3">
      {offlineOnly && (
        <p className="text-muted-foreground text-center text-sm text-pretty">
          {OFFLINE_CAN_BUILD} Try one of these:
        </p>
      )}
      <ul
        aria-label={offlineOnly ? 'Examples' : 'Suggestions'}
        className="flex flex-wrap justify-center gap-2"
      >
        {examples.map((text) => (
          <li key={text}>
            <button
              type="button"
              onClick={() => onPick(text)}
              className="hover:bg-accent focus-visible:ring-ring/50 rounded-full border px-3 py-1 text-xs outline-none focus-visible:ring-[3px]"
            >
              {text}
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
