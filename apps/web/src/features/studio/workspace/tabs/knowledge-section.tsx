import {
  knowledgeQueryOptions,
  useSaveKnowledge,
  type KnowledgeTarget,
} from '@/api/knowledge/knowledge'
import { Button } from '@/components/ui/button'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/lib/toast'
import { MAX_KNOWLEDGE_CHARS } from '@kiln/contract/knowledge'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'

const count = (n: number) => n.toLocaleString('en-US')

const TEXTS = {
  project: {
    title: 'Project knowledge',
    description:
      'Instructions sent to the AI model with every build of this project: conventions, tone, what to keep. The offline generator does not read them.',
    saved: 'Project knowledge saved. It applies to the next build.',
  },
  user: {
    title: 'Your knowledge (all projects)',
    description:
      'Instructions sent with every build of all your projects, before the project’s own.',
    saved: 'Your knowledge saved. It applies to your next builds.',
  },
}

/**
 * Standing instructions (docs/product.md §7 "Knowledge, plan mode and cost"): one text of up to
 * MAX_KNOWLEDGE_CHARS, saved whole; each save is a new revision and each
 * version records the revision it was built with.
 */
export function KnowledgeSection({ target }: { target: KnowledgeTarget }) {
  const saved = useQuery(knowledgeQueryOptions(target))
  const save = useSaveKnowledge(target)
  // null: nothing edited, the saved text is shown
  const [draft, setDraft] = useState<string | null>(null)
  const text = draft ?? saved.data?.content ?? ''
  const isOver = text.length > MAX_KNOWLEDGE_CHARS
  const id = useId()
  const texts = TEXTS[target.scope]

  const onSave = () =>
    save.mutate(text, {
      onSuccess: () => {
        setDraft(null)
        toast.success(texts.saved)
      },
    })

  return (
    <section
      aria-label={texts.title}
      className="space-y-3 rounded-lg border p-4"
    >
      <div className="space-y-1">
        <h3 className="text-sm font-medium">
          <label htmlFor={id}>{texts.title}</label>
        </h3>
        <p className="text-muted-foreground text-sm">{texts.description}</p>
      </div>
      <Textarea
        id={id}
        value={text}
        disabled={saved.isPending}
        aria-invalid={isOver}
        aria-describedby={`${id}-count`}
        placeholder="For example: Use British spelling. Keep the header as it is."
        onChange={(event) => setDraft(event.target.value)}
        className="max-h-72 min-h-24"
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p
          id={`${id}-count`}
          className={
            isOver
              ? 'text-destructive text-xs'
              : 'text-muted-foreground text-xs'
          }
        >
          {count(text.length)} / {count(MAX_KNOWLEDGE_CHARS)} characters
          {saved.data && saved.data.revision > 0
            ? ` · revision ${saved.data.revision}`
            : ''}
        </p>
        <Button
          size="sm"
          onClick={onSave}
          disabled={draft === null || isOver || save.isPending}
        >
          {save.isPending ? 'Saving...' : `Save ${texts.title.toLowerCase()}`}
        </Button>
      </div>
    </section>
  )
}
