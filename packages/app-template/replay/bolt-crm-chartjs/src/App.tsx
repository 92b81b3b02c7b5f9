import { Toaster } from 'react-hot-toast';
import { FaChartLine } from 'react-icons/fa';
import { PipelineChart } from './components/PipelineChart';
import DealTable from './components/DealTable';

function App() {
  return (
    <div className="min-h-screen bg-gray-100">
      <Toaster position="top-right" />
      <header className="bg-indigo-600 text-white">
        <div className="mx-auto flex max-w-6xl items-center gap-2 px-6 py-4 text-xl font-bold">
          <FaChartLine /> Pipeline CRM
        </div>
      </header>
      <main className="mx-auto grid max-w-6xl gap-6 p-6 lg:grid-cols-2">
        <PipelineChart />
        <DealTable />
      </main>
    </div>
  );
}

export default App;
