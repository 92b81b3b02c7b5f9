import { BREAKPOINTS } from '@/config/breakpoints'
import { useMediaQuery } from '@/hooks/use-media-query'
import { useLocation } from '@tanstack/react-router'
import { useState } from 'react'

/**
 * docs/product.md §2: collapsed to icon width in the studio by default and always on
 * screens narrower than 1024 px; elsewhere the user toggles it. Below
 * 1024 px the full sidebar opens as a sheet instead, and below 768 px
 * (phones) the icon rail gives way to a top bar that opens that sheet.
 */
export function useSidebarCollapsed() {
  const isNarrow = useMediaQuery(`(max-width: ${BREAKPOINTS.tablet - 1}px)`)
  const isMobile = useMediaQuery(`(max-width: ${BREAKPOINTS.mobile - 1}px)`)
  const isStudio = useLocation({
    select: (location) => location.pathname === '/build-studio',
  })
  const [choice, setChoice] = useState<Record<'studio' | 'app', boolean>>({
    studio: true,
    app: false,
  })
  const area = isStudio ? 'studio' : 'app'
  return {
    isCollapsed: isNarrow || choice[area],
    isNarrow,
    isMobile,
    toggle: () => setChoice((prev) => ({ ...prev, [area]: !prev[area] })),
  }
}
