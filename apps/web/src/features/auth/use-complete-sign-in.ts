import { tokenStore } from '@/lib/api'
import { consumeReturnUrl } from '@/lib/auth/return-url'
import type { TokenPair } from '@kiln/contract/auth'
import { useRouter } from '@tanstack/react-router'
import { useCallback } from 'react'

/**
 * Stores a fresh token pair and goes to the remembered return address, or
 * to /home when none was saved (docs/product.md §2).
 */
export function useCompleteSignIn() {
  const router = useRouter()
  return useCallback(
    async (tokens: TokenPair) => {
      router.options.context.data.clear()
      tokenStore.setTokenPair(tokens)
      const returnUrl = consumeReturnUrl()
      if (returnUrl) await router.navigate({ href: returnUrl, replace: true })
      else await router.navigate({ to: '/home', replace: true })
    },
    [router]
  )
}
