import { useCloneShared } from '@/api/share/clone-shared'
import { getRouteApi, useLocation } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { readPrefill } from './prefill'

const route = getRouteApi('/_app/build-studio')

/**
 * `/build-studio#prefill={"mode":"auto-clone","shareLink":"…"}` (from
 * /share) clones the shared version once, then opens the new task.
 * True while that clone is under way.
 */
export function useAutoClone() {
  const hash = useLocation({ select: (location) => location.hash })
  const navigate = route.useNavigate()
  const hasStarted = useRef(false)
  const prefill = readPrefill(hash)
  const link = prefill?.mode === 'auto-clone' ? prefill.shareLink : undefined
  const clone = useCloneShared({
    onSuccess: (task) =>
      navigate({
        replace: true,
        hash: '',
        search: (prev) => ({
          ...prev,
          taskId: task._id,
          projectId: task.projectId,
        }),
      }),
  })
  const { mutate } = clone

  useEffect(() => {
    if (!link || hasStarted.current) return
    hasStarted.current = true
    mutate(link)
  }, [link, mutate])

  return Boolean(link) && !clone.isError
}
