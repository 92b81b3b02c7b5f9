export interface Deal {
  id: number;
  company: string;
  stage: 'Lead' | 'Qualified' | 'Proposal' | 'Won';
  value: number;
  closeDate: string;
}

export const deals: Deal[] = [
  { id: 1, company: 'Northwind Traders', stage: 'Proposal', value: 42000, closeDate: '2024-07-12' },
  { id: 2, company: 'Globex', stage: 'Lead', value: 8000, closeDate: '2024-08-01' },
  { id: 3, company: 'Initech', stage: 'Won', value: 27500, closeDate: '2024-06-20' },
  { id: 4, company: 'Umbrella Health', stage: 'Qualified', value: 15500, closeDate: '2024-07-30' },
  { id: 5, company: 'Stark Logistics', stage: 'Won', value: 61000, closeDate: '2024-06-02' },
];
