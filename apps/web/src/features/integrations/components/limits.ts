/** Card tooltip thresholds (docs/product.md §9). */
export const NAME_TOOLTIP_LIMIT = 50
export const DESCRIPTION_TOOLTIP_LIMIT = 100
