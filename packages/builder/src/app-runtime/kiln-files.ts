/** Files of a generated app: uploads and downloads through the data API. */
import { useEffect, useState } from 'react'
import { call, KilnDataError, TOKEN_KEY } from './kiln-http.ts'
import { readItem, removeItem, writeItem } from './kiln-storage.ts'

export type KilnFile = {
  id: string
  name: string
  contentType: string
  size: number
  /** The collection whose access rules apply; null: the app's defaults. */
  collection: string | null
  createdAt: string
  /** Use in <img src>, <a href>: works for whoever may see the file. */
  url: string
}

const BASE = '/data/files/v1'
const localKey = (id: string) => `kiln-file:${id}`

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error ?? new Error('Cannot read file'))
    reader.readAsDataURL(file)
  })
}

/** Without the data API (an exported app): the file lives in localStorage. */
async function keepLocally(
  file: Blob,
  name: string,
  collection: string | null
) {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`
  const url = await readAsDataUrl(file)
  const record: KilnFile = {
    id,
    name,
    contentType: file.type,
    size: file.size,
    collection,
    createdAt: new Date().toISOString(),
    url,
  }
  writeItem(localKey(id), JSON.stringify(record))
  return record
}

/**
 * Uploads a file (an <input type="file"> File or a Blob), at most 10 MB:
 * images, PDF, text, CSV, JSON, audio, video, ZIP, Office documents. With
 * `collection` the file follows that collection's access rules.
 */
export async function uploadFile(
  file: Blob,
  options: { collection?: string; name?: string } = {}
): Promise<KilnFile> {
  const name = options.name ?? (file as File).name ?? 'file'
  const params = new URLSearchParams({ name })
  if (options.collection) params.set('collection', options.collection)
  const headers: Record<string, string> = {
    'content-type': file.type || 'application/octet-stream',
  }
  const token = readItem(TOKEN_KEY)
  if (token) headers.authorization = `Bearer ${token}`
  let res: Response
  try {
    res = await fetch(`${BASE}?${params}`, {
      method: 'POST',
      headers,
      body: file,
    })
  } catch {
    return keepLocally(file, name, options.collection ?? null)
  }
  const json = (await res.json().catch(() => undefined)) as
    { file?: KilnFile; error?: { message?: string } } | undefined
  if (res.ok && json?.file) return json.file
  if (!json?.error && (res.status === 404 || res.status === 405 || res.ok)) {
    return keepLocally(file, name, options.collection ?? null)
  }
  throw new KilnDataError(
    json?.error?.message ?? `Upload failed (${res.status})`,
    res.status,
    json?.error !== undefined
  )
}

/** A file's details, with a `url` that works for the signed-in end user. */
export async function getFile(id: string): Promise<KilnFile> {
  const local = readItem(localKey(id))
  if (local) return JSON.parse(local) as KilnFile
  return (
    await call<{ file: KilnFile }>('GET', `${BASE}/${encodeURIComponent(id)}`)
  ).file
}

/** The plain download URL: enough for files anyone may see (an 'anyone' read rule). */
export function fileUrl(id: string): string {
  const local = readItem(localKey(id))
  if (local) return (JSON.parse(local) as KilnFile).url
  return `${BASE}/${encodeURIComponent(id)}/content`
}

export async function deleteFile(id: string): Promise<void> {
  if (readItem(localKey(id))) return removeItem(localKey(id))
  await call('DELETE', `${BASE}/${encodeURIComponent(id)}`)
}

/** React hook: the URL of a file to show (undefined while loading or without id). */
export function useFileUrl(id: string | null | undefined): string | undefined {
  const [url, setUrl] = useState<string>()
  useEffect(() => {
    let live = true
    setUrl(undefined)
    if (id) {
      getFile(id)
        .then((file) => live && setUrl(file.url))
        .catch(() => live && setUrl(undefined))
    }
    return () => {
      live = false
    }
  }, [id])
  return url
}
