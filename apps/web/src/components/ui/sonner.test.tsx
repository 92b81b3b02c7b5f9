import { ThemeProvider } from '@/components/theme-provider'
import { render, screen } from '@testing-library/react'
import { toast } from 'sonner'
import { describe, expect, it } from 'vitest'
import { Toaster } from './sonner'

describe('Toaster', () => {
  it('labels its region "Notifications" as SPEC §2 says, without the hotkey', async () => {
    render(
      <ThemeProvider>
        <Toaster />
      </ThemeProvider>
    )
    toast.success('Saved')
    expect(await screen.findByText('Saved')).toBeInTheDocument()
    expect(
      screen.getByRole('region', { name: 'Notifications' })
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Close toast' })).toBeVisible()
  })
})
