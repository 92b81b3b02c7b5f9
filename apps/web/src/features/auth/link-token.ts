import { useRouter } from '@tanstack/react-router'
import { useEffect, useState } from 'react'

/**
 * The token of an e-mailed link (`#token=…`). It rides in the fragment so it
 * never reaches a server log; once read it leaves the address bar.
 */
export function useLinkToken() {
  const router = useRouter()
  const [token] = useState(() =>
    new URLSearchParams(router.state.location.hash).get('token')
  )
  useEffect(() => {
    if (!token) return
    void router.navigate({
      to: router.state.location.pathname,
      hash: '',
      replace: true,
    })
  }, [router, token])
  return token
}
