import { Gauge, LineChart, ShieldCheck, Zap } from 'lucide-react';

const features = [
  { icon: LineChart, title: 'Live dashboards', text: 'Metrics refresh every minute, no spreadsheets needed.' },
  { icon: Zap, title: 'One-click integrations', text: 'Connect Stripe, HubSpot and 40+ tools in seconds.' },
  { icon: ShieldCheck, title: 'Secure by default', text: 'SOC 2 controls and encryption at rest.' },
  { icon: Gauge, title: 'Fast queries', text: 'Columnar storage keeps every chart under 200 ms.' },
];

export default function Features() {
  return (
    <section id="features" className="bg-white py-24">
      <div className="mx-auto max-w-7xl px-4">
        <h2 className="text-center text-3xl font-extrabold text-gray-900">Everything your team needs</h2>
        <div className="mt-12 grid gap-8 md:grid-cols-2 lg:grid-cols-4">
          {features.map(({ icon: Icon, title, text }) => (
            <div key={title} className="rounded-2xl border border-gray-100 p-6 shadow-sm transition hover:-translate-y-1 hover:shadow-lg">
              <Icon className="h-10 w-10 rounded-lg bg-brand-50 p-2 text-brand-600" />
              <h3 className="mt-4 text-lg font-semibold">{title}</h3>
              <p className="mt-2 text-gray-600">{text}</p>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
