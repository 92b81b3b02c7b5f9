import { useEffect, useLayoutEffect, useRef } from 'react'

/**
 * Keeps a scroll container pinned to its bottom while content grows, unless
 * the user has scrolled up to read.
 */
export function useStickToBottom(deps: unknown[]) {
  const ref = useRef<HTMLDivElement>(null)
  const isPinned = useRef(true)

  useEffect(() => {
    const element = ref.current
    if (!element) return
    const onScroll = () => {
      const distance =
        element.scrollHeight - element.scrollTop - element.clientHeight
      isPinned.current = distance < 48
    }
    element.addEventListener('scroll', onScroll, { passive: true })
    return () => element.removeEventListener('scroll', onScroll)
  }, [])

  useLayoutEffect(() => {
    const element = ref.current
    if (element && isPinned.current) element.scrollTop = element.scrollHeight
    // eslint-disable-next-line react-hooks/exhaustive-deps -- callers pass what grows
  }, deps)

  return ref
}
