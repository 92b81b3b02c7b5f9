import { elementQueryOptions } from '@/api/build-tasks/get-element'
import { taskFilesQueryOptions } from '@/api/build-tasks/get-task-files'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { getErrorMessage } from '@/lib/api-error'
import { isInProgress, type BuildTask } from '@kiln/contract/build-tasks'
import type {
  ElementView,
  FieldView,
  VisualEditBody,
} from '@kiln/contract/visual-edit'
import { useQuery } from '@tanstack/react-query'
import { LoaderCircle, MessageSquare, MousePointerClick, X } from 'lucide-react'
import { useId, useState, type ReactNode } from 'react'
import { CLASS_GROUPS, classOf, setClass } from './tailwind-classes'
import { useApplyVisualEdit } from './use-apply-visual-edit'

type VisualEditPanelProps = {
  task: BuildTask
  /** The selected element's `data-kiln-loc`; null before the first click. */
  loc: string | null
  /** Prefills the prompt box for the agent. */
  onAsk: (prompt: string) => void
  onClose: () => void
  /** A change to show in the frame at once, until its version is built. */
  onPatch: (patch: PreviewPatch) => void
}

export type PreviewPatch = {
  loc: string
  text?: string
  className?: { from: string; to: string }
  src?: string
}

const SELECT =
  'border-input bg-background focus-visible:ring-ring/50 h-8 w-full rounded-md border px-2 text-sm outline-none focus-visible:ring-[3px]'

/** What the agent is asked about an element: where it is written. */
export function askAbout(element: {
  file: string
  line: number
  component: string | null
  tagName: string
}) {
  return `In ${element.file}:${element.line} (${element.component ?? `<${element.tagName}>`}) `
}

/** The visual edits' side panel: the selected element, its text, classes and image. */
export function VisualEditPanel(props: VisualEditPanelProps) {
  const { task, loc } = props
  return (
    <aside
      aria-label="Visual edit"
      className="bg-background flex w-full shrink-0 flex-col overflow-auto border-l sm:w-80"
    >
      <div className="flex items-center gap-2 border-b px-3 py-2">
        <MousePointerClick className="size-4" aria-hidden />
        <h2 className="flex-1 text-sm font-semibold">Visual edit</h2>
        <Button
          variant="ghost"
          size="icon"
          className="size-7"
          aria-label="Close visual edit"
          onClick={props.onClose}
        >
          <X />
        </Button>
      </div>
      {loc ? (
        <ElementDetails key={`${task._id} ${loc}`} {...props} loc={loc} />
      ) : (
        <p className="text-muted-foreground p-4 text-sm">
          Click an element in the preview to edit its text, style or image.
          Nothing is charged.
        </p>
      )}
    </aside>
  )
}

function ElementDetails({
  task,
  loc,
  onAsk,
  onPatch,
}: VisualEditPanelProps & { loc: string }) {
  const element = useQuery(elementQueryOptions(task._id, loc))
  if (element.isPending)
    return (
      <LoaderCircle
        className="text-muted-foreground m-6 size-5 animate-spin"
        aria-label="Loading the element"
      />
    )
  if (element.isError) {
    const [file, line] = loc.split(/:(?=\d+:\d+$)/)
    return (
      <div className="space-y-3 p-4 text-sm">
        <p role="alert">
          {getErrorMessage(element.error, 'This element could not be read.')}
        </p>
        <Button
          size="sm"
          variant="outline"
          onClick={() => onAsk(`In ${file}:${line?.split(':')[0]} `)}
        >
          <MessageSquare />
          Ask the agent
        </Button>
      </div>
    )
  }
  return (
    <ElementForm
      task={task}
      element={element.data}
      onAsk={onAsk}
      onPatch={onPatch}
    />
  )
}

function ElementForm({
  task,
  element,
  onAsk,
  onPatch,
}: {
  task: BuildTask
  element: ElementView
  onAsk: (prompt: string) => void
  onPatch: (patch: PreviewPatch) => void
}) {
  const id = useId()
  const save = useApplyVisualEdit(task)
  const [text, setText] = useState(element.text?.value ?? '')
  const [classes, setClasses] = useState(element.className.value ?? '')
  const [src, setSrc] = useState(element.src?.value ?? '')
  const images = useQuery({
    ...taskFilesQueryOptions(task._id),
    select: (data) =>
      data.files
        .map((file) => file.path)
        .filter((path) =>
          /^public\/.+\.(png|jpe?g|gif|webp|svg|avif)$/i.test(path)
        )
        .map((path) => `/${path.slice('public/'.length)}`),
    enabled: element.src?.editable === true,
  })

  const body: VisualEditBody = { loc: element.loc }
  if (element.text?.editable && text !== element.text.value) body.text = text
  if (element.className.editable && classes !== element.className.value)
    body.className = classes.trim().replace(/\s+/g, ' ')
  if (element.src?.editable && src !== element.src.value) body.src = src
  const changed = Object.keys(body).length > 1
  const computed = [element.text, element.className, element.src].some(
    (field) => field && !field.editable
  )
  const building = isInProgress(task.status)

  return (
    <form
      className="space-y-4 p-3 text-sm"
      onSubmit={(event) => {
        event.preventDefault()
        if (!changed) return
        // shown in the frame at once; put back if the save is refused
        const from = element.className.value ?? ''
        onPatch({
          loc: body.loc,
          text: body.text,
          src: body.src,
          className:
            body.className === undefined
              ? undefined
              : { from, to: body.className },
        })
        save.apply(body, {
          onError: () =>
            onPatch({
              loc: body.loc,
              text:
                body.text === undefined
                  ? undefined
                  : (element.text?.value ?? ''),
              src:
                body.src === undefined ? undefined : (element.src?.value ?? ''),
              className:
                body.className === undefined
                  ? undefined
                  : { from: body.className, to: from },
            }),
        })
      }}
    >
      <div>
        <p className="font-medium">
          <code>&lt;{element.tagName}&gt;</code>
          {element.component && <> in {element.component}</>}
        </p>
        <p className="text-muted-foreground text-xs">
          {element.file}:{element.line}
        </p>
      </div>

      {element.text && (
        <Field label="Text" htmlFor={`${id}-text`} field={element.text}>
          <Textarea
            id={`${id}-text`}
            value={text}
            rows={2}
            onChange={(event) => setText(event.target.value)}
          />
        </Field>
      )}

      <Field label="Classes" field={element.className}>
        <div className="grid grid-cols-2 gap-2">
          {CLASS_GROUPS.map((group) => {
            const current = classOf(classes, group)
            const known = group.options.some((o) => o.value === current)
            return (
              <div key={group.id} className="space-y-1">
                <Label htmlFor={`${id}-${group.id}`} className="text-xs">
                  {group.label}
                </Label>
                <select
                  id={`${id}-${group.id}`}
                  className={SELECT}
                  value={current}
                  onChange={(event) =>
                    setClasses(setClass(classes, group, event.target.value))
                  }
                >
                  <option value="">
                    {group.id === 'visibility' ? 'visible' : '—'}
                  </option>
                  {!known && current && (
                    <option value={current}>{current}</option>
                  )}
                  {group.options.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              </div>
            )
          })}
        </div>
        <Label htmlFor={`${id}-classes`} className="pt-1 text-xs">
          Raw classes
        </Label>
        <Input
          id={`${id}-classes`}
          value={classes}
          onChange={(event) => setClasses(event.target.value)}
          className="font-mono text-xs"
        />
      </Field>

      {element.src && (
        <Field label="Image" htmlFor={`${id}-src`} field={element.src}>
          {(images.data?.length ?? 0) > 0 && (
            <select
              aria-label="Uploaded images"
              className={SELECT}
              value={images.data?.includes(src) ? src : ''}
              onChange={(event) =>
                event.target.value && setSrc(event.target.value)
              }
            >
              <option value="">Choose an uploaded image…</option>
              {images.data?.map((path) => (
                <option key={path} value={path}>
                  {path}
                </option>
              ))}
            </select>
          )}
          <Input
            id={`${id}-src`}
            value={src}
            onChange={(event) => setSrc(event.target.value)}
            placeholder="/logo.png or https://…"
          />
          <p className="text-muted-foreground text-xs">
            Upload images in the Code tab; they are served from the app’s root.
          </p>
        </Field>
      )}

      {save.error && (
        <p role="alert" className="text-destructive">
          {getErrorMessage(save.error, 'The change could not be saved.')}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          type="submit"
          size="sm"
          disabled={!changed || save.isPending || building}
        >
          {save.isPending && <LoaderCircle className="animate-spin" />}
          Apply
        </Button>
        {computed && (
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={() => onAsk(askAbout(element))}
          >
            <MessageSquare />
            Ask the agent
          </Button>
        )}
      </div>
      {building && (
        <p className="text-muted-foreground text-xs">
          Wait for this version to finish building to apply a change.
        </p>
      )}
    </form>
  )
}

function Field({
  label,
  htmlFor,
  field,
  children,
}: {
  label: string
  /** The input the label names; none for a group of controls. */
  htmlFor?: string
  field: FieldView
  children: ReactNode
}) {
  if (!field.editable)
    return (
      <div className="space-y-1">
        <p className="font-medium">{label}</p>
        {field.value !== null && field.value !== '' && (
          <p className="text-muted-foreground font-mono text-xs break-all">
            {field.value}
          </p>
        )}
        <p className="text-muted-foreground rounded-md border border-dashed p-2 text-xs">
          {field.reason} Ask the agent to change it.
        </p>
      </div>
    )
  return (
    <div className="space-y-1.5">
      {htmlFor ? (
        <Label htmlFor={htmlFor}>{label}</Label>
      ) : (
        <p className="font-medium">{label}</p>
      )}
      {children}
    </div>
  )
}
