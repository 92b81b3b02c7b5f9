import { ThemeProvider } from '@/components/theme-provider'
import { render, within } from '@testing-library/react'
import { toast } from 'sonner'
import { describe, expect, it } from 'vitest'
import { Toaster } from './sonner'

describe('Toaster', () => {
  it('labels its region "Notifications" as docs/product.md §2 says, without the hotkey', async () => {
    const { container, unmount } = render(
      <ThemeProvider>
        <Toaster />
      </ThemeProvider>
    )
    // Other test files share this document: look only inside this Toaster.
    const view = within(container)
    toast.success('Saved by the sonner test')
    expect(await view.findByText('Saved by the sonner test')).toBeVisible()
    expect(
      view.getByRole('region', { name: 'Notifications' })
    ).toBeInTheDocument()
    expect(
      view.getAllByRole('button', { name: 'Close toast' })[0]
    ).toBeInTheDocument()
    toast.dismiss()
    unmount()
  })
})
