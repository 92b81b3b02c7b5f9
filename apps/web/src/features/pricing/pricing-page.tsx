import { PagePlaceholder } from '@/components/layout/page-placeholder'

export function PricingPage() {
  return (
    <PagePlaceholder title="Pricing">
      The plans, their monthly credits and upgrades will be shown here.
    </PagePlaceholder>
  )
}
