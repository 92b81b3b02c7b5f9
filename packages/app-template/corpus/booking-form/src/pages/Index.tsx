import { BookingForm } from '@/components/BookingForm'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/components/ui/card'
import { CheckCircle2 } from 'lucide-react'
import { useState } from 'react'

const Index = () => {
  const [bookedBy, setBookedBy] = useState<string | null>(null)

  return (
    <div className="min-h-screen bg-muted/40 px-4 py-12">
      <Card className="mx-auto max-w-2xl">
        <CardHeader>
          <CardTitle className="text-3xl">Book a table</CardTitle>
          <CardDescription>
            Luma Bistro · Tuesday to Sunday, 6pm – 11pm
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          {bookedBy && (
            <Alert>
              <CheckCircle2 className="h-4 w-4" />
              <AlertTitle>Thanks, {bookedBy}!</AlertTitle>
              <AlertDescription>
                Your request is in. We confirm by email within the hour.
              </AlertDescription>
            </Alert>
          )}
          <BookingForm onBooked={setBookedBy} />
        </CardContent>
      </Card>
    </div>
  )
}

export default Index
