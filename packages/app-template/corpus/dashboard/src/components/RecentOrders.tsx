import { Avatar, AvatarFallback } from '@/components/ui/avatar'
import { Badge } from '@/components/ui/badge'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table'
import { format } from 'date-fns'

const orders = [
  {
    id: 'ORD-1042',
    customer: 'Olivia Martin',
    amount: 1999,
    status: 'paid',
    date: new Date(2024, 5, 12),
  },
  {
    id: 'ORD-1041',
    customer: 'Jackson Lee',
    amount: 39,
    status: 'pending',
    date: new Date(2024, 5, 11),
  },
  {
    id: 'ORD-1040',
    customer: 'Isabella Nguyen',
    amount: 299,
    status: 'paid',
    date: new Date(2024, 5, 10),
  },
  {
    id: 'ORD-1039',
    customer: 'William Kim',
    amount: 99,
    status: 'refunded',
    date: new Date(2024, 5, 9),
  },
]

const statusVariant = {
  paid: 'default',
  pending: 'secondary',
  refunded: 'destructive',
} as const

export function RecentOrders() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recent orders</CardTitle>
      </CardHeader>
      <CardContent>
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Customer</TableHead>
              <TableHead>Order</TableHead>
              <TableHead>Date</TableHead>
              <TableHead>Status</TableHead>
              <TableHead className="text-right">Amount</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {orders.map((order) => (
              <TableRow key={order.id}>
                <TableCell>
                  <div className="flex items-center gap-2">
                    <Avatar className="h-8 w-8">
                      <AvatarFallback>
                        {order.customer
                          .split(' ')
                          .map((n) => n[0])
                          .join('')}
                      </AvatarFallback>
                    </Avatar>
                    {order.customer}
                  </div>
                </TableCell>
                <TableCell className="font-mono text-xs">{order.id}</TableCell>
                <TableCell>{format(order.date, 'MMM d, yyyy')}</TableCell>
                <TableCell>
                  <Badge
                    variant={
                      statusVariant[order.status as keyof typeof statusVariant]
                    }
                  >
                    {order.status}
                  </Badge>
                </TableCell>
                <TableCell className="text-right">
                  ${order.amount.toLocaleString()}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  )
}
