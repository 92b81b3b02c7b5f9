import { PricingPage } from '@/features/pricing/pricing-page'
import { pricingSearchSchema } from '@/features/pricing/pricing-search'
import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/_app/pricing')({
  validateSearch: pricingSearchSchema,
  component: PricingPage,
})
