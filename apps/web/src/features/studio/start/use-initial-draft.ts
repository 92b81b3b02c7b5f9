import { getRouteApi, useLocation } from '@tanstack/react-router'
import { useState } from 'react'
import { readPrefill } from './prefill'

const route = getRouteApi('/_app/build-studio')

/**
 * The chat box's first text: a prefill from the URL hash (auto-fill or
 * auto-clone only), else a `prompt` search param of an existing project.
 */
export function useInitialDraft() {
  const hash = useLocation({ select: (location) => location.hash })
  const search = route.useSearch()
  return useState(() => {
    const prefill = readPrefill(hash)
    if (prefill) return prefill.prompt
    return search.isNewProject ? '' : (search.prompt ?? '')
  })
}
