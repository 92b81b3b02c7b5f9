import { Fragment, useState } from 'react';
import { Menu, Transition } from '@headlessui/react';
import { ChevronDownIcon } from '@heroicons/react/20/solid';
import { FiCalendar } from 'react-icons/fi';
import dayjs from 'dayjs';
import toast from 'react-hot-toast';
import { deals as initial, type Deal } from '../data';

const stages: Deal['stage'][] = ['Lead', 'Qualified', 'Proposal', 'Won'];

export default function DealTable() {
  const [deals, setDeals] = useState(initial);

  const move = (id: number, stage: Deal['stage']) => {
    setDeals((all) => all.map((d) => (d.id === id ? { ...d, stage } : d)));
    toast.success(`Moved to ${stage}`);
  };

  return (
    <div className="rounded-xl bg-white p-6 shadow">
      <h2 className="mb-4 text-lg font-semibold">Open deals</h2>
      <table className="w-full text-left text-sm">
        <thead>
          <tr className="text-gray-500">
            <th className="py-2">Company</th>
            <th>Value</th>
            <th>Close date</th>
            <th>Stage</th>
          </tr>
        </thead>
        <tbody>
          {deals.map((deal) => (
            <tr key={deal.id} className="border-t">
              <td className="py-3 font-medium">{deal.company}</td>
              <td>${deal.value.toLocaleString('en-US')}</td>
              <td>
                <span className="inline-flex items-center gap-1 text-gray-600">
                  <FiCalendar /> {dayjs(deal.closeDate).format('MMM D, YYYY')}
                </span>
              </td>
              <td>
                <Menu as="div" className="relative inline-block text-left">
                  <Menu.Button className="inline-flex items-center gap-1 rounded-md bg-indigo-50 px-3 py-1 text-indigo-700">
                    {deal.stage} <ChevronDownIcon className="h-4 w-4" aria-hidden="true" />
                  </Menu.Button>
                  <Transition
                    as={Fragment}
                    enter="transition ease-out duration-100"
                    enterFrom="transform opacity-0 scale-95"
                    enterTo="transform opacity-100 scale-100"
                    leave="transition ease-in duration-75"
                    leaveFrom="transform opacity-100 scale-100"
                    leaveTo="transform opacity-0 scale-95"
                  >
                    <Menu.Items className="absolute right-0 z-10 mt-2 w-36 rounded-md bg-white shadow-lg ring-1 ring-black ring-opacity-5">
                      {stages.map((stage) => (
                        <Menu.Item key={stage}>
                          {({ active }) => (
                            <button
                              onClick={() => move(deal.id, stage)}
                              className={`${active ? 'bg-indigo-500 text-white' : 'text-gray-900'} block w-full px-3 py-2 text-left`}
                            >
                              Move to {stage}
                            </button>
                          )}
                        </Menu.Item>
                      ))}
                    </Menu.Items>
                  </Transition>
                </Menu>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
