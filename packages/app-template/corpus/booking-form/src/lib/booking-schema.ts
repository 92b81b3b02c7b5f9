import { z } from 'zod'

export const bookingSchema = z.object({
  name: z.string().min(2, { message: 'Please enter your full name' }),
  email: z.string().email({ message: 'Enter a valid email address' }),
  partySize: z
    .string({ required_error: 'Choose how many guests' })
    .default('2'),
  date: z.date().optional(),
  seating: z.enum(['indoor', 'terrace', 'bar']).default('indoor'),
  notes: z.string().max(300, 'Keep notes under 300 characters').optional(),
  agree: z.boolean().refine((v) => v, {
    message: 'You must accept the cancellation policy',
  }),
})

export type BookingValues = z.infer<typeof bookingSchema>
