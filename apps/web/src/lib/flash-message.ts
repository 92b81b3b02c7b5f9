const KEY = 'kiln.flashMessage'

/** Keeps a message for the next page (docs/product.md §6: the stored message shown on /home). */
export function storeFlashMessage(
  message: string,
  storage: Storage = window.sessionStorage
) {
  storage.setItem(KEY, message)
}

export function peekFlashMessage(storage: Storage = window.sessionStorage) {
  return storage.getItem(KEY)
}

export function clearFlashMessage(storage: Storage = window.sessionStorage) {
  storage.removeItem(KEY)
}
