import { useTheme } from '@/components/theme-provider'
import { Toaster as Sonner, type ToasterProps } from 'sonner'

/**
 * Toasts per docs/product.md §9: bottom-right, 3 visible, 4 s, gap 14 px, offset 24 px
 * (16 px on mobile), width 356 px.
 */
function Toaster(props: ToasterProps) {
  const { resolvedTheme } = useTheme()
  return (
    <Sonner
      theme={resolvedTheme}
      className="toaster group"
      position="bottom-right"
      visibleToasts={3}
      duration={4000}
      gap={14}
      offset={24}
      mobileOffset={16}
      hotkey={['altKey', 'KeyT']}
      customAriaLabel="Notifications"
      closeButton
      toastOptions={{ closeButtonAriaLabel: 'Close toast' }}
      style={
        {
          '--width': '356px',
          '--normal-bg': 'var(--popover)',
          '--normal-text': 'var(--popover-foreground)',
          '--normal-border': 'var(--border)',
        } as React.CSSProperties
      }
      {...props}
    />
  )
}

export { Toaster }
