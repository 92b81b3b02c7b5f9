export const DELETE_NAME_MAX_LENGTH = 40

/** docs/product.md §9: at most 40 characters, then an ellipsis. */
export function truncateName(name: string, max = DELETE_NAME_MAX_LENGTH) {
  return name.length > max ? `${name.slice(0, max)}...` : name
}
