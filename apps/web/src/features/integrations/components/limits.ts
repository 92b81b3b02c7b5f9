/** Card tooltip thresholds (SPEC §9). */
export const NAME_TOOLTIP_LIMIT = 50
export const DESCRIPTION_TOOLTIP_LIMIT = 100
