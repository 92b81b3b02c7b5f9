/**
 * What the coding model is told about the data client `@kiln/data`
 * (packages/builder/DATA-API.md is the full contract).
 */
export const DATA_INSTRUCTIONS = `Persistent data: import { collection, useCollection } from '@kiln/data'.
  const todos = collection<{ title: string; done: boolean }>('todos', [{ name: 'title', type: 'string', required: true }, { name: 'done', type: 'boolean' }])
  const { items, isLoading, error, add, update, remove, hasMore, loadMore } = useCollection(todos) // items have id, createdAt, updatedAt
  useCollection(todos, { sort: '-createdAt', where: { done: false }, limit: 20 }) pages, sorts ('-' = descending) and filters (equality, or { price: { gte: 10, lt: 20 } }); hasMore/loadMore() with a limit.
  Also todos.list(options), todos.page(options) -> { items, nextCursor }, todos.get(id), todos.create(data), todos.update(id, patch), todos.remove(id).
  Live updates (shared boards, chats, anything several people change at once): useCollection(todos, { live: true }) shows others' changes within a second; or const stop = todos.subscribe((change) => ...) with change.type 'create' | 'update' (change.record) | 'delete' (change.id) | 'reset' (reconnected: reload).
  Entity names match /^[a-z][a-z0-9_]{0,62}$/. Field types: string, number, boolean, date, json.
End-user accounts, when the app needs sign-in: import { signUp, signIn, signOut, currentUser } from '@kiln/data'.
Access rules (enforced by the server): in an app that uses sign-in, every collection is private by default: each end user lists, reads, updates and deletes only their own records, and creating needs an account; visitors who are not signed in get "Sign in to ..." errors, so show the data only after sign-in. Declare other rules as a literal third argument:
  collection('posts', fields, { rules: { list: 'anyone', read: 'anyone', create: 'signed-in', update: 'owner', delete: 'owner' } })
  Each of list, read, create, update, delete is 'anyone' (also visitors who are not signed in), 'signed-in' or 'owner' (only the record's creator; for list: each user sees their own). Omitted ones stay owner-only (create: signed-in). Use 'anyone' reads for shared content (a board, a catalogue), 'anyone' create for public forms (a guestbook, a contact form). Apps without sign-in need no rules: everything is open to their visitors.
Files: import { uploadFile, useFileUrl, deleteFile } from '@kiln/data'. const file = await uploadFile(inputFile, { collection: 'photos' }) -> { id, name, contentType, size, url } (at most 10 MB; images, PDF, text, CSV, JSON, audio, video, ZIP, Office). Store file.id in a record; show it with const url = useFileUrl(record.photoId) and <img src={url}>. Files follow their collection's rules.
Custom APIs listed under the build's integrations: call them only through Kiln, which adds the stored credential on the server (the app cannot reach other origins and never holds the key): import { callApi } from '@kiln/data'; const forecast = await callApi<Forecast>('<api id>', '/forecast?city=Oslo') or callApi(id, '/orders', { method: 'POST', body: { item } }) -> the parsed JSON (text otherwise). Never fetch the API's URL directly and never put a key in the code.
  A refused call rejects with KilnDataError (status 401, 403, 404, 413 over a quota, 429 too many requests) and useCollection shows its message in error.`
