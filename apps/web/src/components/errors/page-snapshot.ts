/** Marks the element whose last good content stays behind the error screen. */
export const SNAPSHOT_ROOT_ATTR = 'data-snapshot-root'

type FormControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement
const CONTROLS = 'input, textarea, select'

function copyValue(from: FormControl, to: FormControl) {
  if (from instanceof HTMLInputElement) {
    if (from.type === 'checkbox' || from.type === 'radio') {
      to.toggleAttribute('checked', from.checked)
    } else if (from.type !== 'password' && from.type !== 'file') {
      to.setAttribute('value', from.value)
    }
  } else if (from instanceof HTMLTextAreaElement) {
    to.textContent = from.value
  } else {
    Array.from(from.options).forEach((option, index) =>
      (to as HTMLSelectElement).options[index]?.toggleAttribute(
        'selected',
        option.selected
      )
    )
  }
}

/**
 * Serialises the innermost snapshot root as it is now, with the values typed
 * into its fields, every control disabled and read-only. Called while React
 * renders the error fallback, before the failed tree leaves the DOM.
 */
export function capturePageSnapshot(doc: Document = document) {
  const roots = doc.querySelectorAll(`[${SNAPSHOT_ROOT_ATTR}]`)
  const root = roots[roots.length - 1]
  if (!root) return null
  const clone = root.cloneNode(true) as Element
  const originals = root.querySelectorAll<FormControl>(CONTROLS)
  const copies = clone.querySelectorAll<FormControl>(CONTROLS)
  originals.forEach((original, index) => {
    const copy = copies[index]
    if (copy) copyValue(original, copy)
  })
  clone.querySelectorAll(`${CONTROLS}, button`).forEach((control) => {
    control.setAttribute('disabled', '')
    control.setAttribute('readonly', '')
    control.setAttribute('tabindex', '-1')
  })
  clone.querySelectorAll(`[${SNAPSHOT_ROOT_ATTR}]`).forEach((nested) => {
    nested.removeAttribute(SNAPSHOT_ROOT_ATTR)
  })
  const html = clone.innerHTML.trim()
  return html === '' ? null : html
}
