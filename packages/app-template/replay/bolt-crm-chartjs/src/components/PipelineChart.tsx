import {
  Chart as ChartJS,
  CategoryScale,
  LinearScale,
  BarElement,
  Title,
  Tooltip,
  Legend,
} from 'chart.js';
import { Bar } from 'react-chartjs-2';
import groupBy from 'lodash/groupBy';
import { sumBy } from 'lodash';
import { deals } from '../data';

ChartJS.register(CategoryScale, LinearScale, BarElement, Title, Tooltip, Legend);

export function PipelineChart() {
  const byStage = groupBy(deals, 'stage');
  const stages = ['Lead', 'Qualified', 'Proposal', 'Won'];
  const data = {
    labels: stages,
    datasets: [
      {
        label: 'Pipeline value ($)',
        data: stages.map((s) => sumBy(byStage[s] ?? [], 'value')),
        backgroundColor: 'rgba(79, 70, 229, 0.7)',
      },
    ],
  };
  return (
    <div className="rounded-xl bg-white p-6 shadow">
      <h2 className="mb-4 text-lg font-semibold">Pipeline by stage</h2>
      <Bar data={data} options={{ responsive: true, plugins: { legend: { position: 'top' as const } } }} />
    </div>
  );
}
