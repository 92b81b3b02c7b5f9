import { useLocation } from '@tanstack/react-router'
import { useState } from 'react'

/**
 * Open state of the sidebar sheet of narrow screens. It is tied to the
 * address it was opened at, so going anywhere (a project, a link, the user
 * menu) closes it.
 */
export function useSidebarSheet() {
  const href = useLocation({ select: (location) => location.href })
  const [openedAt, setOpenedAt] = useState<string | null>(null)
  return {
    isOpen: openedAt === href,
    setOpen: (isOpen: boolean) => setOpenedAt(isOpen ? href : null),
  }
}
