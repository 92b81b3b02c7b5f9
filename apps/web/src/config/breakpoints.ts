/** docs/product.md §9 breakpoints in px. */
export const BREAKPOINTS = { mobile: 768, tablet: 1024 } as const

export const SIDEBAR_WIDTH = { expanded: 256, collapsed: 64 } as const
