import { useTheme } from '@/components/theme-provider'
import { css } from '@codemirror/lang-css'
import { html } from '@codemirror/lang-html'
import { javascript } from '@codemirror/lang-javascript'
import { json } from '@codemirror/lang-json'
import { EditorState, type Extension } from '@codemirror/state'
import { oneDark } from '@codemirror/theme-one-dark'
import { EditorView } from '@codemirror/view'
import { basicSetup } from 'codemirror'
import { useEffect, useRef } from 'react'

/** The language support of a file, by its extension. */
export function languageFor(path: string): Extension {
  const ext = path.split('.').pop()?.toLowerCase() ?? ''
  if (ext === 'ts' || ext === 'mts') return javascript({ typescript: true })
  if (ext === 'tsx') return javascript({ typescript: true, jsx: true })
  if (ext === 'js' || ext === 'mjs' || ext === 'cjs') return javascript()
  if (ext === 'jsx') return javascript({ jsx: true })
  if (ext === 'css') return css()
  if (ext === 'json') return json()
  if (ext === 'html' || ext === 'svg') return html()
  return []
}

const frame = EditorView.theme({
  '&': { height: '100%', fontSize: '12px' },
  '.cm-scroller': { fontFamily: 'var(--font-mono, ui-monospace, monospace)' },
})

/**
 * CodeMirror 6 on one file: highlighting, search (Ctrl/Cmd+F), the app's
 * theme. A new `path` starts a new document (its own undo history).
 */
export function CodeEditor({
  path,
  value,
  readOnly = false,
  onChange,
}: {
  path: string
  value: string
  readOnly?: boolean
  onChange: (value: string) => void
}) {
  const host = useRef<HTMLDivElement>(null)
  const view = useRef<EditorView | null>(null)
  const changed = useRef(onChange)
  useEffect(() => {
    changed.current = onChange
  })
  const { resolvedTheme } = useTheme()

  useEffect(() => {
    const editor = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: value,
        extensions: [
          basicSetup,
          frame,
          languageFor(path),
          resolvedTheme === 'dark' ? oneDark : [],
          EditorState.readOnly.of(readOnly),
          EditorView.contentAttributes.of({
            'aria-label': `Source of ${path}`,
          }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) changed.current(update.state.doc.toString())
          }),
        ],
      }),
    })
    view.current = editor
    return () => {
      editor.destroy()
      view.current = null
    }
    // The document is set once per file; later `value`s come from the editor itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [path, resolvedTheme, readOnly])

  // A discard from outside puts the saved text back.
  useEffect(() => {
    const editor = view.current
    if (editor && editor.state.doc.toString() !== value) {
      editor.dispatch({
        changes: { from: 0, to: editor.state.doc.length, insert: value },
      })
    }
  }, [value])

  return <div ref={host} className="h-full min-h-64" />
}
