import { fileContentProblem } from '@kiln/contract/file-edits'
import { useState } from 'react'

/** Unsaved changes of the code tab: new content by path, null = deleted. */
export type Drafts = Record<string, string | null>

/** A file name as a path under public/ (served at the app's root). */
export function uploadPath(name: string) {
  const clean = name
    .normalize('NFKD')
    .replace(/[^\w.\- ]+/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/^\.+/, '')
  return `public/${clean || 'file'}`
}

export function readAsDataUrl(file: File) {
  return new Promise<string>((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error ?? new Error('Unreadable file'))
    reader.readAsDataURL(file)
  })
}

/** The edits kept until saved or discarded; one version's worth. */
export function useCodeDrafts(saved: Record<string, string>) {
  const [drafts, setDrafts] = useState<Drafts>({})
  const changed = Object.keys(drafts).filter(
    (path) => drafts[path] !== (saved[path] ?? null)
  )
  return {
    drafts,
    changed,
    contentOf: (path: string): string | null =>
      (path in drafts ? drafts[path] : saved[path]) ?? null,
    edit: (path: string, content: string | null) =>
      setDrafts((prev) => ({ ...prev, [path]: content })),
    discard: () => setDrafts({}),
    /** The changed files as the save route takes them. */
    body: () =>
      Object.fromEntries(changed.map((path) => [path, drafts[path] ?? null])),
    /** Reads uploads into drafts; returns the problems of those refused. */
    async upload(files: File[]) {
      const problems: string[] = []
      for (const file of files) {
        const path = uploadPath(file.name)
        const content = await readAsDataUrl(file)
        const problem = fileContentProblem(path, content)
        if (problem) problems.push(problem)
        else setDrafts((prev) => ({ ...prev, [path]: content }))
      }
      return problems
    },
  }
}
