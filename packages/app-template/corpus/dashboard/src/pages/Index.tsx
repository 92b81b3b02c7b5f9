import { ChannelChart } from '@/components/ChannelChart'
import { DashboardLayout } from '@/components/DashboardLayout'
import { RecentOrders } from '@/components/RecentOrders'
import { RevenueChart } from '@/components/RevenueChart'
import { StatCard } from '@/components/StatCard'
import { Activity, CreditCard, DollarSign, Users } from 'lucide-react'

const Index = () => {
  return (
    <DashboardLayout title="Overview">
      <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-4">
        <StatCard
          title="Total revenue"
          value="$45,231.89"
          change={20.1}
          icon={DollarSign}
        />
        <StatCard
          title="Subscriptions"
          value="+2,350"
          change={180.1}
          icon={Users}
        />
        <StatCard title="Sales" value="+12,234" change={19} icon={CreditCard} />
        <StatCard
          title="Active now"
          value="573"
          change={-2.4}
          icon={Activity}
        />
      </div>
      <RevenueChart />
      <ChannelChart />
      <RecentOrders />
    </DashboardLayout>
  )
}

export default Index
